import { Text } from '@chakra-ui/react';
import { PageShell } from '../../components/page-shell';

export default function TermsOfServicePage() {
  return (
    <PageShell title="Terms of Service" subtitle="Last updated January 16, 2025">
      <Text color="gray.700">
        Trail information is provided as a guide. Ride within your ability and check local conditions.
      </Text>
    </PageShell>
  );
}
