import { Badge, Table, Text } from '@chakra-ui/react';
import { VIDEO_CATEGORIES } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { RowActions } from './row-actions';
import { VideoThumb } from './video-thumb';

interface Props {
  videos: Video[];
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
}

/** 'Existing Videos (N)': Thumbnail, Title, Category, Status, Featured, Order, Actions. */
export function VideosTable({ videos, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white">
      <Table.Root size="sm" aria-labelledby="existing-videos-title">
        <Table.Header>
          <Table.Row>
            {['Thumbnail', 'Title', 'Category', 'Status', 'Featured', 'Order'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {videos.map((v) => (
            <Table.Row key={v.id}>
              <Table.Cell>
                <VideoThumb video={v} />
              </Table.Cell>
              <Table.Cell maxW="xs">
                <Text fontWeight="semibold" lineClamp={2}>
                  {v.title}
                </Text>
              </Table.Cell>
              <Table.Cell>{VIDEO_CATEGORIES[v.category] ?? v.category}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={v.active ? 'green' : 'gray'}>{v.active ? 'Active' : 'Inactive'}</Badge>
              </Table.Cell>
              <Table.Cell>
                {v.featured ? <Badge colorPalette="yellow">Featured</Badge> : <Text color="gray.500">No</Text>}
              </Table.Cell>
              <Table.Cell>{v.orderIndex}</Table.Cell>
              <Table.Cell>
                <RowActions
                  name={v.title}
                  href={v.youtubeUrl || `https://www.youtube.com/watch?v=${v.youtubeId}`}
                  hrefLabel="Open on YouTube"
                  onEdit={() => onEdit(v)}
                  onDelete={() => onDelete(v)}
                />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
