import { Box, Table } from '@chakra-ui/react';
import type { ProfilePoint } from '@trailfinder/shared-types/rules';
import { formatKm, formatM } from '../track-format';

/** At most this many rows: one every few hundred metres reads better than every map point. */
const MAX_ROWS = 25;

/** The profile as a table (the drawing's alternative), behind a disclosure so it stays out of the way. */
export function ProfileTable({ profile }: { profile: ProfilePoint[] }) {
  const step = Math.max(1, Math.ceil(profile.length / MAX_ROWS));
  const rows = profile.filter((_, i) => i % step === 0 || i === profile.length - 1);
  return (
    <Box as="details" fontSize="sm">
      <Box as="summary" cursor="pointer" color="green.700">
        Elevation profile as a table
      </Box>
      <Table.Root size="sm" mt="2">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Distance</Table.ColumnHeader>
            <Table.ColumnHeader>Elevation</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((p) => (
            <Table.Row key={p.index}>
              <Table.Cell>{formatKm(p.distanceM)}</Table.Cell>
              <Table.Cell>{formatM(p.elevationM)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
