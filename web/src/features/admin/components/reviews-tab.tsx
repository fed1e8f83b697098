import { Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import type { AdminReview } from '@trailfinder/shared-types';
import { useAdminData } from '../hooks/use-admin-data';
import { useDeleteConfirm } from '../hooks/use-delete-confirm';
import { AdminListState, AdminTable, trailColumn, type Column } from './admin-list';
import { ConfirmDialog } from './confirm-dialog';

const when = new Intl.DateTimeFormat('en-ZA', { year: 'numeric', month: 'short', day: '2-digit' });

const COLUMNS: Column<AdminReview>[] = [
  trailColumn(),
  { header: 'Reviewer', cell: (r) => r.reviewerName },
  { header: 'Rating', cell: (r) => `${r.rating} / 5`, props: { whiteSpace: 'nowrap' } },
  { header: 'Comment', cell: (r) => <Text lineClamp={3}>{r.comment}</Text>, props: { minW: '60' } },
  { header: 'Date', cell: (r) => when.format(new Date(r.createdAt)), props: { whiteSpace: 'nowrap' } },
];

/** The latest reviews, newest first, for moderation. */
export function ReviewsTab() {
  const { data: reviews, error } = useAdminData('reviews');
  const remove = useDeleteConfirm<AdminReview>('reviews');

  return (
    <Stack gap="5">
      <Heading as="h2" size="xl" id="reviews-title">
        Latest Reviews ({reviews?.length ?? 0})
      </Heading>
      <AdminListState items={reviews} error={error} plural="Reviews" emptyText="No reviews yet.">
        {(rows) => (
          <AdminTable
            labelledBy="reviews-title"
            rows={rows}
            columns={COLUMNS}
            actions={(r) => (
              <IconButton
                variant="ghost"
                size="sm"
                colorPalette="red"
                aria-label={`Delete the review by ${r.reviewerName}`}
                onClick={() => remove.ask(r)}
              >
                <Trash2 aria-hidden="true" />
              </IconButton>
            )}
          />
        )}
      </AdminListState>
      <ConfirmDialog
        {...remove.dialog}
        title="Delete Review"
        message={`Are you sure you want to delete the review by "${remove.deleting?.reviewerName ?? ''}"? This action cannot be undone.`}
      />
    </Stack>
  );
}
