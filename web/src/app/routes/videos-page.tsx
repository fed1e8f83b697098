import { lazy, Suspense, useState } from 'react';
import { Badge, Box, Button, HStack, Stack } from '@chakra-ui/react';
import { LogIn, Pencil, Plus, ShieldCheck, Trash2 } from 'lucide-react';
import type { Video, VideoCategory } from '@trailfinder/shared-types';
import { useAdminData } from '../../features/admin/hooks/use-admin-data';
import { useAdminSession } from '../../features/admin/hooks/use-admin-session';
import { deleteAdminItem } from '../../features/admin/admin-writes';
import { CategoryFilter } from '../../features/videos/components/category-filter';
import { VideoGrid } from '../../features/videos/components/video-grid';
import { VideosHeader } from '../../features/videos/components/videos-header';
import { usePublicVideos } from '../../features/videos/hooks/use-public-videos';
import { openVideo } from '../../features/videos/open-video';
import { useDocumentTitle } from '../../lib/use-document-title';

// The admin dialogs (and the form's schema code) load only when an admin or a login needs them.
const AdminLoginDialog = lazy(() => import('../../features/admin/components/admin-login-dialog'));
const VideoFormDialog = lazy(() => import('../../features/admin/components/video-form-dialog'));

type Editor = { video: Video | null; key: number; open: boolean } | null;

/** The gallery: public from the device's copy; admins see every video and manage them. */
export default function VideosPage() {
  useDocumentTitle('Mountain Biking Videos');
  const [category, setCategory] = useState<VideoCategory | ''>('');
  const { isAdmin } = useAdminSession();
  const publicVideos = usePublicVideos(category);
  const adminVideos = useAdminData('videos').data;
  const [loginOpen, setLoginOpen] = useState(false);
  const [editor, setEditor] = useState<Editor>(null);

  const videos = isAdmin ? adminVideos?.filter((v) => !category || v.category === category) : publicVideos.videos;
  const noVideosAtAll = isAdmin && adminVideos?.length === 0;
  const openEditor = (video: Video | null) => setEditor({ video, key: Date.now(), open: true });
  const remove = (video: Video) => {
    if (window.confirm(`Are you sure you want to delete "${video.title}"?`)) void deleteAdminItem('videos', video.id);
  };

  const adminControls = isAdmin ? (
    <>
      <Badge colorPalette="brand" variant="solid" px="2.5" py="1" borderRadius="full">
        <ShieldCheck size={14} aria-hidden="true" /> Admin Mode
      </Badge>
      {!noVideosAtAll && (
        <Button onClick={() => openEditor(null)}>
          <Plus aria-hidden="true" /> Add Video
        </Button>
      )}
    </>
  ) : (
    <Button variant="outline" bg="white" onClick={() => setLoginOpen(true)}>
      <LogIn aria-hidden="true" /> Admin Login
    </Button>
  );

  return (
    <Box maxW="7xl" mx="auto" px="4" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <VideosHeader actions={adminControls} />
        <CategoryFilter value={category} onChange={setCategory} />
        <VideoGrid
          videos={videos}
          onOpen={(v) => openVideo(v, (n) => publicVideos.setViewCount(v.id, n))}
          actionsFor={
            isAdmin
              ? (v) => (
                  <HStack gap="2" justify="space-between">
                    {!v.active ? <Badge colorPalette="gray">Inactive</Badge> : <span />}
                    <HStack gap="2">
                      {[
                        { word: 'Edit', Icon: Pencil, act: () => openEditor(v), palette: undefined },
                        { word: 'Delete', Icon: Trash2, act: () => remove(v), palette: 'red' },
                      ].map(({ word, Icon, act, palette }) => (
                        <Button
                          key={word}
                          size="sm"
                          variant="outline"
                          colorPalette={palette}
                          onClick={act}
                          aria-label={`${word} "${v.title}"`}
                        >
                          <Icon aria-hidden="true" /> {word}
                        </Button>
                      ))}
                    </HStack>
                  </HStack>
                )
              : undefined
          }
          emptyAction={
            noVideosAtAll ? (
              <Button onClick={() => openEditor(null)}>
                <Plus aria-hidden="true" /> Add Your First Video
              </Button>
            ) : undefined
          }
        />
      </Stack>
      <Suspense fallback={null}>
        {loginOpen && <AdminLoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} />}
        {isAdmin && editor && (
          <VideoFormDialog
            open={editor.open}
            video={editor.video}
            formKey={editor.key}
            onClose={() => setEditor((e) => e && { ...e, open: false })}
          />
        )}
      </Suspense>
    </Box>
  );
}
