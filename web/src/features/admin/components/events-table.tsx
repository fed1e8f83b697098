import { Switch, Table } from '@chakra-ui/react';
import { RACE_TYPE_LABELS } from '@trailfinder/shared-types/rules';
import type { Event } from '@trailfinder/shared-types';
import { RowActions } from './row-actions';

interface Props {
  events: Event[];
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
  onToggleActive: (event: Event, active: boolean) => void;
}

const dateFormat = new Intl.DateTimeFormat('en-ZA', { year: 'numeric', month: 'short', day: '2-digit' });

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

/** Every event, inactive and past ones too, with an Active switch per row. */
export function EventsTable({ events, onEdit, onDelete, onToggleActive }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" maxH="70vh">
      <Table.Root size="sm" stickyHeader aria-labelledby="existing-events-title">
        <Table.Header>
          <Table.Row>
            {['Name', 'Date', 'Location', 'Province', 'Type', 'Active'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.map((e) => (
            <Table.Row key={e.id}>
              <Table.Cell fontWeight="semibold">{e.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(e.eventDate)}</Table.Cell>
              <Table.Cell>{e.location}</Table.Cell>
              <Table.Cell>{e.province}</Table.Cell>
              <Table.Cell>
                {e.eventType} · {RACE_TYPE_LABELS[e.raceType] ?? e.raceType}
              </Table.Cell>
              <Table.Cell>
                <Switch.Root
                  size="sm"
                  colorPalette="brand"
                  checked={e.isActive}
                  onCheckedChange={(d) => onToggleActive(e, d.checked)}
                >
                  <Switch.HiddenInput aria-label={`"${e.name}" active`} />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                </Switch.Root>
              </Table.Cell>
              <Table.Cell>
                <RowActions name={e.name} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
