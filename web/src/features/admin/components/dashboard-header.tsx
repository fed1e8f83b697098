import { Badge, Box, Button, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { ArrowLeft, LogOut, ShieldCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout } from '../hooks/use-logout';

/** 'Back to Site', the welcome line, the 'Admin Mode' badge and Logout. */
export function DashboardHeader({ username }: { username: string }) {
  const logout = useLogout();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" borderColor="gray.200">
      <Flex maxW="7xl" mx="auto" px="4" py="4" gap="4" align="center" justify="space-between" wrap="wrap">
        <Box>
          <Link asChild color="brand.700" fontWeight="semibold" fontSize="sm" display="inline-flex" gap="1">
            <RouterLink to="/">
              <ArrowLeft size={16} aria-hidden="true" /> Back to Site
            </RouterLink>
          </Link>
          <Heading as="h1" size="2xl" mt="1">
            Admin Dashboard
          </Heading>
          <Text color="gray.600">Welcome back, {username}</Text>
        </Box>
        <HStack gap="3">
          <Badge colorPalette="brand" variant="solid" px="2.5" py="1" borderRadius="full">
            <ShieldCheck size={14} aria-hidden="true" /> Admin Mode
          </Badge>
          <Button variant="outline" onClick={() => void logout()}>
            <LogOut aria-hidden="true" /> Logout
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
