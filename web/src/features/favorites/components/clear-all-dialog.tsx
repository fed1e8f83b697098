import { useRef, useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { clearFavorites } from '../../../lib/favorites';

/** 'Clear All' with its confirmation: all N trails are removed, and it cannot be undone. */
export function ClearAllDialog({ count }: { count: number }) {
  const [open, setOpen] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    try {
      await clearFavorites();
    } catch (err) {
      console.error('Could not clear favourites', err);
    }
    setOpen(false);
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" borderColor="red.300" color="red.700" _hover={{ bg: 'red.50' }}>
          <Trash2 aria-hidden="true" /> Clear All
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content borderRadius="2xl">
            <Dialog.Header>
              <Dialog.Title>Clear All Favorites?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="gray.700">
                This will remove all {count} {count === 1 ? 'trail' : 'trails'} from your favorites. This action cannot
                be undone.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" ref={cancelRef}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} onClick={() => void confirm()}>
                Clear All
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
