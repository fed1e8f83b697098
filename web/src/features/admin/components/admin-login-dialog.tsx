import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { LoginForm } from './login-form';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** /videos: 'Admin Login' opens this; after login the page switches to admin mode. */
export default function AdminLoginDialog({ open, onClose }: Props) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Admin Authentication Required</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.600" mb="4">
                Sign in as the administrator to add, edit and delete videos.
              </Text>
              <LoginForm onSuccess={onClose} onCancel={onClose} onContinue={() => navigate('/dashboard')} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
