import { Table } from '@chakra-ui/react';
import type { SyncedTrailStatus, Trail } from '@trailfinder/shared-types';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { RowActions } from './row-actions';
import { TrailStatusButton } from './trail-status-button';

interface Props {
  trails: Trail[];
  /** Each trail's status in force (none or lapsed: absent). */
  statuses: ReadonlyMap<number, SyncedTrailStatus>;
  onEdit: (trail: Trail) => void;
  onDelete: (trail: Trail) => void;
  onStatus: (trail: Trail) => void;
}

/**
 * 'Existing Trails (N)': Name, Location, Province, Difficulty, Distance (km), Rating, then the
 * trail's status (a button that opens the status dialog) and Actions.
 */
export function TrailsTable({ trails, statuses, onEdit, onDelete, onStatus }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" maxH="70vh">
      <Table.Root size="sm" stickyHeader aria-labelledby="existing-trails-title">
        <Table.Header>
          <Table.Row>
            {['Name', 'Location', 'Province', 'Difficulty', 'Distance (km)', 'Rating', 'Status'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {trails.map((t) => (
            <Table.Row key={t.id}>
              <Table.Cell fontWeight="semibold">{t.name}</Table.Cell>
              <Table.Cell>{t.location}</Table.Cell>
              <Table.Cell>{t.province}</Table.Cell>
              <Table.Cell>
                <DifficultyBadge difficulty={t.difficulty} />
              </Table.Cell>
              <Table.Cell>{t.distance}</Table.Cell>
              <Table.Cell>{t.rating.toFixed(1)}</Table.Cell>
              <Table.Cell>
                <TrailStatusButton name={t.name} status={statuses.get(t.id) ?? null} onClick={() => onStatus(t)} />
              </Table.Cell>
              <Table.Cell>
                <RowActions name={t.name} onEdit={() => onEdit(t)} onDelete={() => onDelete(t)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
