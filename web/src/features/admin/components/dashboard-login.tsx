import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoginForm } from './login-form';

/** /dashboard when nobody is signed in: 'Admin Dashboard', the login form, 'Back to Homepage'. */
export function DashboardLogin() {
  const navigate = useNavigate();
  return (
    <Box maxW="md" mx="auto" px="4" py={{ base: '10', md: '16' }}>
      <Box bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p={{ base: '6', md: '8' }} shadow="sm">
        <Heading as="h1" size="2xl" mb="2">
          Admin Dashboard
        </Heading>
        <Text color="gray.600" mb="6">
          Sign in to manage trails, videos and events.
        </Text>
        <LoginForm onCancel={() => navigate('/')} onContinue={() => navigate('/dashboard')} />
      </Box>
      <Link asChild mt="6" color="brand.700" fontWeight="semibold" display="inline-flex" alignItems="center" gap="1.5">
        <RouterLink to="/">
          <ArrowLeft size={16} aria-hidden="true" /> Back to Homepage
        </RouterLink>
      </Link>
    </Box>
  );
}
