import { useState } from 'react';
import { Heading, IconButton, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminReview } from '@trailfinder/shared-types';
import { useAdminData } from '../hooks/use-admin-data';
import { deleteAdminItem } from '../admin-writes';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorAlert } from './error-alert';

const when = new Intl.DateTimeFormat('en-ZA', { year: 'numeric', month: 'short', day: '2-digit' });

/** The latest reviews, newest first, for moderation. */
export function ReviewsTab() {
  const { data: reviews, error } = useAdminData('reviews');
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [pending, setPending] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setPending(true);
    const gone = await deleteAdminItem('reviews', deleting.id);
    setPending(false);
    if (gone) setDeleting(null);
  };

  return (
    <Stack gap="5">
      <Heading as="h2" size="xl" id="reviews-title">
        Latest Reviews ({reviews?.length ?? 0})
      </Heading>
      {error && !reviews && <ErrorAlert message={`Reviews could not be loaded: ${error}`} />}
      {!reviews && !error && <Skeleton h="40" borderRadius="md" />}
      {reviews?.length === 0 && <Text color="gray.600">No reviews yet.</Text>}
      {reviews && reviews.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" maxH="70vh">
          <Table.Root size="sm" stickyHeader aria-labelledby="reviews-title">
            <Table.Header>
              <Table.Row>
                {['Trail', 'Reviewer', 'Rating', 'Comment', 'Date'].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reviews.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell fontWeight="semibold">
                    <Link asChild color="brand.700">
                      <RouterLink to={`/routes/${r.routeId}`}>{r.routeName ?? `Trail ${r.routeId}`}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{r.reviewerName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{r.rating} / 5</Table.Cell>
                  <Table.Cell minW="60">
                    <Text lineClamp={3}>{r.comment}</Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{when.format(new Date(r.createdAt))}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <IconButton
                      variant="ghost"
                      size="sm"
                      colorPalette="red"
                      aria-label={`Delete the review by ${r.reviewerName}`}
                      onClick={() => setDeleting(r)}
                    >
                      <Trash2 aria-hidden="true" />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Review"
        message={`Are you sure you want to delete the review by "${deleting?.reviewerName ?? ''}"? This action cannot be undone.`}
        pending={pending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
