import { Button, Heading, Link, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { REPORT_CONDITION_LABELS } from '@trailfinder/shared-types/rules';
import type { AdminConditionReport, MessageResponse } from '@trailfinder/shared-types';
import { getJson, requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query/query-keys';
import { ErrorAlert } from './error-alert';
import { ModelAgreementPanel } from './model-agreement-panel';

const KEY = queryKeys.admin.conditions;
const when = new Intl.DateTimeFormat('en-ZA', { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** Recent rider condition reports, newest first; hiding one takes it out of the verdict and off devices. */
export function ConditionsTab() {
  const queryClient = useQueryClient();
  const { data: reports, error } = useQuery({
    queryKey: KEY,
    queryFn: () => getJson<AdminConditionReport[]>('/api/admin/conditions'),
  });
  const hide = useMutation({
    mutationFn: (id: number) => requestJson<MessageResponse>('DELETE', `/api/admin/conditions/${id}`),
    // KEY covers the agreement panel too: a hidden report stops counting.
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });

  return (
    <Stack gap="5">
      <Heading as="h2" size="xl" id="conditions-title">
        Condition Reports ({reports?.length ?? 0})
      </Heading>
      <ModelAgreementPanel />
      {error && !reports && <ErrorAlert message={`Reports could not be loaded: ${error.message}`} />}
      {hide.error && <ErrorAlert message={`The report could not be hidden: ${hide.error.message}`} />}
      {!reports && !error && <Skeleton h="40" borderRadius="md" />}
      {reports?.length === 0 && <Text color="gray.600">No condition reports yet.</Text>}
      {reports && reports.length > 0 && (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" maxH="70vh">
          <Table.Root size="sm" stickyHeader aria-labelledby="conditions-title">
            <Table.Header>
              <Table.Row>
                {['Trail', 'Condition', 'Note', 'When'].map((h) => (
                  <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reports.map((r) => (
                <Table.Row key={r.id} opacity={r.hidden ? 0.6 : 1}>
                  <Table.Cell fontWeight="semibold">
                    <Link asChild color="brand.700">
                      <RouterLink to={`/routes/${r.routeId}`}>{r.routeName ?? `Trail ${r.routeId}`}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{REPORT_CONDITION_LABELS[r.condition].label}</Table.Cell>
                  <Table.Cell minW="48">
                    <Text lineClamp={3}>{r.note ?? ''}</Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{when.format(new Date(r.createdAt))}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {r.hidden ? (
                      <Text fontSize="sm" color="gray.600">
                        Hidden
                      </Text>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        loading={hide.isPending && hide.variables === r.id}
                        aria-label={`Hide the ${REPORT_CONDITION_LABELS[r.condition].label.toLowerCase()} report on ${r.routeName ?? `trail ${r.routeId}`}`}
                        onClick={() => hide.mutate(r.id)}
                      >
                        Hide
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
