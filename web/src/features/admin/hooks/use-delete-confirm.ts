import { useState } from 'react';
import type { AdminCollection } from '../admin-client';
import { deleteAdminItem } from '../admin-writes';

/**
 * The delete confirmation of an admin list: the item asked about, the pending flag, and confirm,
 * which deletes (with its toasts) and closes the dialog once the item is gone.
 */
export function useDeleteConfirm<T extends { id: number }>(collection: AdminCollection, onGone?: (item: T) => void) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!deleting) return;
    setPending(true);
    const gone = await deleteAdminItem(collection, deleting.id);
    setPending(false);
    if (!gone) return;
    onGone?.(deleting);
    setDeleting(null);
  };
  return {
    ask: setDeleting,
    /** The ConfirmDialog's props but its title and message. */
    dialog: {
      open: deleting !== null,
      pending,
      onConfirm: () => void confirm(),
      onClose: () => setDeleting(null),
    },
    deleting,
  };
}
