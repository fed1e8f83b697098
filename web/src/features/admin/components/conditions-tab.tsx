import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REPORT_CONDITION_LABELS } from '@trailfinder/shared-types/rules';
import type { AdminConditionReport, MessageResponse } from '@trailfinder/shared-types';
import { getJson, requestJson } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query/query-keys';
import { ErrorAlert } from './error-alert';
import { AdminListState, AdminTable, trailColumn, type Column } from './admin-list';

const KEY = queryKeys.admin.conditions;
const when = new Intl.DateTimeFormat('en-ZA', { month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' });

const COLUMNS: Column<AdminConditionReport>[] = [
  trailColumn(),
  { header: 'Condition', cell: (r) => REPORT_CONDITION_LABELS[r.condition].label },
  { header: 'Note', cell: (r) => <Text lineClamp={3}>{r.note ?? ''}</Text>, props: { minW: '48' } },
  { header: 'When', cell: (r) => when.format(new Date(r.createdAt)), props: { whiteSpace: 'nowrap' } },
];

/** Recent rider condition reports, newest first; hiding one takes it out of the verdict and off devices. */
export function ConditionsTab() {
  const queryClient = useQueryClient();
  const { data: reports, error } = useQuery({
    queryKey: KEY,
    queryFn: () => getJson<AdminConditionReport[]>('/api/admin/conditions'),
  });
  const hide = useMutation({
    mutationFn: (id: number) => requestJson<MessageResponse>('DELETE', `/api/admin/conditions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });

  return (
    <Stack gap="5">
      <Heading as="h2" size="xl" id="conditions-title">
        Condition Reports ({reports?.length ?? 0})
      </Heading>
      {hide.error && <ErrorAlert message={`The report could not be hidden: ${hide.error.message}`} />}
      <AdminListState items={reports} error={error?.message} plural="Reports" emptyText="No condition reports yet.">
        {(rows) => (
          <AdminTable
            labelledBy="conditions-title"
            rows={rows}
            columns={COLUMNS}
            rowProps={(r) => ({ opacity: r.hidden ? 0.6 : 1 })}
            actions={(r) =>
              r.hidden ? (
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
              )
            }
          />
        )}
      </AdminListState>
    </Stack>
  );
}
