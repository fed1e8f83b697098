import { useState } from 'react';
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Video } from '@trailfinder/shared-types';
import { useAdminData } from '../hooks/use-admin-data';
import { deleteAdminItem } from '../admin-writes';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorAlert } from './error-alert';
import { VideoEditor } from './video-editor';
import { VideosTable } from './videos-table';

/** The video form (create or edit) above the table of every video. */
export function VideosTab() {
  const { data: videos, error } = useAdminData('videos');
  const [editing, setEditing] = useState<Video | null>(null);
  // Bumped after a create or a cancel so the form remounts empty.
  const [formKey, setFormKey] = useState(0);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const [pending, setPending] = useState(false);

  const resetForm = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const edit = (video: Video) => {
    setEditing(video);
    document.getElementById('video-form-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    const gone = await deleteAdminItem('videos', deleting.id);
    setPending(false);
    if (gone) {
      if (editing?.id === deleting.id) resetForm();
      setDeleting(null);
    }
  };

  return (
    <Stack gap="6">
      <Card.Root bg="white">
        <Card.Header>
          <Heading as="h2" size="lg" id="video-form-title">
            {editing ? 'Edit Video' : 'Add New Video'}
          </Heading>
        </Card.Header>
        <Card.Body>
          <VideoEditor
            key={editing ? `edit-${editing.id}` : `new-${formKey}`}
            video={editing}
            onSaved={resetForm}
            onCancel={resetForm}
          />
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h2" size="lg" id="existing-videos-title">
          Existing Videos ({videos?.length ?? 0})
        </Heading>
        {error && !videos && <ErrorAlert message={`Videos could not be loaded: ${error}`} />}
        {!videos && !error && <Skeleton h="40" borderRadius="md" />}
        {videos?.length === 0 && <Text color="gray.600">No videos yet. Add the first one above.</Text>}
        {videos && videos.length > 0 && <VideosTable videos={videos} onEdit={edit} onDelete={setDeleting} />}
      </Stack>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete Video"
        message={`Are you sure you want to delete "${deleting?.title ?? ''}"? This action cannot be undone.`}
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
