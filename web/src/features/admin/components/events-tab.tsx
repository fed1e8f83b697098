import { useState } from 'react';
import { Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import type { Event } from '@trailfinder/shared-types';
import { deleteAdminItem, setEventActive } from '../admin-writes';
import { useAdminData } from '../hooks/use-admin-data';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorAlert } from './error-alert';
import { EventFormDialog } from './event-form-dialog';
import { EventsTable } from './events-table';

type Editor = { event: Event | null; key: number; open: boolean } | null;

/** Event management: create, edit, show or hide, delete. */
export function EventsTab() {
  const { data: events, error } = useAdminData('events');
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [pending, setPending] = useState(false);

  const open = (event: Event | null) => setEditor({ event, key: Date.now(), open: true });
  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    const gone = await deleteAdminItem('events', deleting.id);
    setPending(false);
    if (gone) setDeleting(null);
  };

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="xl">
          Event Management
        </Heading>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden="true" /> Add New Event
        </Button>
      </Flex>
      <Heading as="h3" size="md" id="existing-events-title">
        Existing Events ({events?.length ?? 0})
      </Heading>
      {error && !events && <ErrorAlert message={`Events could not be loaded: ${error}`} />}
      {!events && !error && <Skeleton h="40" borderRadius="md" />}
      {events?.length === 0 && <Text color="gray.600">No events yet.</Text>}
      {events && events.length > 0 && (
        <EventsTable
          events={events}
          onEdit={open}
          onDelete={setDeleting}
          onToggleActive={(event, active) => void setEventActive(event, active)}
        />
      )}
      {editor && (
        <EventFormDialog
          key={editor.key}
          open={editor.open}
          event={editor.event}
          onClose={() => setEditor((e) => e && { ...e, open: false })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Event"
        message={`Are you sure you want to delete "${deleting?.name ?? ''}"? This action cannot be undone.`}
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
