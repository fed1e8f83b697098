import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminDashboard, type ExtraAdminTab } from './admin-dashboard';
import { DashboardLogin } from './dashboard-login';

/** The lazily loaded admin UI behind /dashboard: the login, or the dashboard for the admin. */
export default function AdminArea({ extraTabs }: { extraTabs?: ExtraAdminTab[] }) {
  const { admin, checking } = useAdminSession({ dashboard: true });
  if (admin) return <AdminDashboard admin={admin} extraTabs={extraTabs} />;
  if (checking) {
    return (
      <Center py="24">
        <VStack gap="3" role="status">
          <Spinner color="brand.600" size="lg" />
          <Text color="gray.600">Checking your session...</Text>
        </VStack>
      </Center>
    );
  }
  return <DashboardLogin />;
}
