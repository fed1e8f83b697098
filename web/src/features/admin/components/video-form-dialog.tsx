import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Video } from '@trailfinder/shared-types';
import { VideoEditor } from './video-editor';

interface Props {
  open: boolean;
  /** The video being edited, or null to add one. */
  video: Video | null;
  /** Changes on every opening, so closing and reopening starts from a fresh form. */
  formKey: number;
  onClose: () => void;
}

/** /videos admin mode: 'Add Video' / 'Edit Video' in a dialog that closes on success. */
export default function VideoFormDialog({ open, video, formKey, onClose }: Props) {
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
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{video ? 'Edit Video' : 'Add Video'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <VideoEditor key={formKey} video={video} onSaved={onClose} onCancel={onClose} />
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
