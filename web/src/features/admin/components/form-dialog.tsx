import type { FormEvent, ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { ErrorAlert } from './error-alert';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** With a submit handler the dialog is a form with Cancel and `submitLabel` buttons. */
  form?: { onSubmit: (e: FormEvent) => void; submitLabel: string; pending: boolean; alert: string | null };
}

/** The admin's add/edit dialogs: large, scrolling inside, closed only by Cancel, × or Escape. */
export function FormDialog({ open, title, onClose, children, form }: Props) {
  const header = (
    <Dialog.Header>
      <Dialog.Title>{title}</Dialog.Title>
    </Dialog.Header>
  );
  const close = (
    <Dialog.CloseTrigger asChild>
      <CloseButton size="sm" aria-label="Close" />
    </Dialog.CloseTrigger>
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', md: '4' }}>
          {form ? (
            <Dialog.Content asChild>
              <form onSubmit={form.onSubmit} noValidate>
                {header}
                <Dialog.Body>
                  <Stack gap="4">
                    {form.alert && <ErrorAlert message={form.alert} />}
                    {children}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button type="button" variant="outline" onClick={onClose} disabled={form.pending}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={form.pending}>
                    {form.submitLabel}
                  </Button>
                </Dialog.Footer>
                {close}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>
              {header}
              <Dialog.Body pb="6">{children}</Dialog.Body>
              {close}
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
