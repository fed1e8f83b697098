import { Text } from '@chakra-ui/react';
import { PageShell } from '../../components/page-shell';

export default function DashboardPage() {
  return (
    <PageShell title="Admin Dashboard" backLabel="Back to Homepage">
      <Text color="gray.600">Administrator sign-in arrives in a later release.</Text>
    </PageShell>
  );
}
