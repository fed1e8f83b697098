import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useAdminSession } from '../hooks/use-admin-session';
import { ChangePasswordForm } from './change-password-form';

/** The admin's username and e-mail, and the password change. */
export function SettingsTab() {
  const { admin } = useAdminSession();
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Card.Root bg="white">
        <Card.Header>
          <Heading as="h2" size="lg">
            Admin Account
          </Heading>
        </Card.Header>
        <Card.Body>
          <dl>
            <Text as="dt" fontSize="sm" fontWeight="semibold" color="gray.600">
              Username
            </Text>
            <Text as="dd" mb="3">
              {admin?.username}
            </Text>
            <Text as="dt" fontSize="sm" fontWeight="semibold" color="gray.600">
              Email
            </Text>
            <Text as="dd">{admin?.email}</Text>
          </dl>
        </Card.Body>
      </Card.Root>
      <Card.Root bg="white">
        <Card.Header>
          <Heading as="h2" size="lg" id="change-password-title">
            Change Password
          </Heading>
        </Card.Header>
        <Card.Body>
          <ChangePasswordForm />
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
