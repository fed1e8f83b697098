import { useState } from 'react';
import { Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { useAdminData } from '../hooks/use-admin-data';
import { useTrailStatusRecords } from '../hooks/use-trail-status-records';
import { statusInForce } from '../trail-status-form';
import { deleteAdminItem } from '../admin-writes';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorAlert } from './error-alert';
import { TrailFormDialog } from './trail-form-dialog';
import { TrailStatusDialog } from './trail-status-dialog';
import { TrailsTable } from './trails-table';

type Editor = { trail: Trail | null; key: number; open: boolean } | null;

/** 'Trail Management': the add/edit dialog, the table, the status dialog and the delete confirmation. */
export function TrailsTab() {
  const { data: trails, error } = useAdminData('trails');
  const records = useTrailStatusRecords();
  // Lapsed statuses (last day passed) no longer apply: shown as not set, as riders see them.
  const statuses = new Map([...records].filter(([, s]) => statusInForce(s, Date.now())));
  const [editor, setEditor] = useState<Editor>(null);
  const [statusOf, setStatusOf] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<Trail | null>(null);
  const [pending, setPending] = useState(false);

  const open = (trail: Trail | null) => setEditor({ trail, key: Date.now(), open: true });
  // Closed but kept mounted until the next open, so the closing animation and focus return work.
  const close = () => setEditor((e) => e && { ...e, open: false });
  const openStatus = (trail: Trail) => setStatusOf({ trail, key: Date.now(), open: true });
  const closeStatus = () => setStatusOf((e) => e && { ...e, open: false });
  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    const gone = await deleteAdminItem('trails', deleting.id);
    setPending(false);
    if (gone) setDeleting(null);
  };

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="xl">
          Trail Management
        </Heading>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden="true" /> Add New Trail
        </Button>
      </Flex>
      <Heading as="h3" size="md" id="existing-trails-title">
        Existing Trails ({trails?.length ?? 0})
      </Heading>
      {error && !trails && <ErrorAlert message={`Trails could not be loaded: ${error}`} />}
      {!trails && !error && <Skeleton h="60" borderRadius="md" />}
      {trails?.length === 0 && <Text color="gray.600">No trails yet.</Text>}
      {trails && trails.length > 0 && (
        <TrailsTable trails={trails} statuses={statuses} onEdit={open} onDelete={setDeleting} onStatus={openStatus} />
      )}

      {editor && <TrailFormDialog key={editor.key} open={editor.open} trail={editor.trail} onClose={close} />}
      {statusOf?.trail && (
        <TrailStatusDialog
          key={statusOf.key}
          open={statusOf.open}
          trail={statusOf.trail}
          current={statuses.get(statusOf.trail.id) ?? null}
          onClose={closeStatus}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Trail"
        message={`Are you sure you want to delete "${deleting?.name ?? ''}"? This action cannot be undone and will also remove all associated reviews.`}
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
