import { Text } from '@chakra-ui/react';
import { PageShell } from '../../components/page-shell';

export default function PrivacyPolicyPage() {
  return (
    <PageShell title="Privacy Policy" subtitle="Last updated July 11, 2025">
      <Text color="gray.700">
        Favourites and saved routes stay on your device. This service is not intended for children under 13.
      </Text>
    </PageShell>
  );
}
