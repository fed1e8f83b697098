import { Badge, Text } from '@chakra-ui/react';
import { VIDEO_CATEGORIES } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { videoForm, type VideoField, type VideoFormValues } from '../video-form';
import { AdminSection, type SectionConfig } from './admin-section';
import type { Column } from './admin-list';
import { VideoFormFields } from './video-form-fields';
import { VideoThumb } from './video-thumb';

const VIDEOS: SectionConfig<Video, VideoFormValues, VideoField> = {
  form: videoForm,
  Fields: VideoFormFields,
  placement: 'inline',
  label: (v) => v.title,
  emptyText: 'No videos yet. Add the first one above.',
  sticky: false,
  link: { href: (v) => v.youtubeUrl || `https://www.youtube.com/watch?v=${v.youtubeId}`, label: 'Open on YouTube' },
};

/** 'Existing Videos (N)': Thumbnail, Title, Category, Status, Featured, Order, Actions. */
const COLUMNS: Column<Video>[] = [
  { header: 'Thumbnail', cell: (v) => <VideoThumb video={v} /> },
  {
    header: 'Title',
    cell: (v) => (
      <Text fontWeight="semibold" lineClamp={2}>
        {v.title}
      </Text>
    ),
    props: { maxW: 'xs' },
  },
  { header: 'Category', cell: (v) => VIDEO_CATEGORIES[v.category] ?? v.category },
  {
    header: 'Status',
    cell: (v) => <Badge colorPalette={v.active ? 'green' : 'gray'}>{v.active ? 'Active' : 'Inactive'}</Badge>,
  },
  {
    header: 'Featured',
    cell: (v) => (v.featured ? <Badge colorPalette="yellow">Featured</Badge> : <Text color="gray.500">No</Text>),
  },
  { header: 'Order', cell: (v) => v.orderIndex },
];

/** The video form (create or edit) above the table of every video. */
export function VideosTab() {
  return <AdminSection config={VIDEOS} columns={COLUMNS} />;
}
