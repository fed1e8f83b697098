import type { ReactNode } from 'react';
import { Link, Skeleton, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from './error-alert';

interface ListProps<T> {
  items: T[] | undefined;
  error: string | undefined;
  /** 'Trails': the error reads 'Trails could not be loaded: ...'. */
  plural: string;
  emptyText: string;
  skeletonH?: string;
  children: (items: T[]) => ReactNode;
}

/** An admin list's states: the load error, a skeleton while loading, the empty words, or the list. */
export function AdminListState<T>({ items, error, plural, emptyText, skeletonH = '40', children }: ListProps<T>) {
  return (
    <>
      {error && !items && <ErrorAlert message={`${plural} could not be loaded: ${error}`} />}
      {!items && !error && <Skeleton h={skeletonH} borderRadius="md" />}
      {items?.length === 0 && <Text color="gray.600">{emptyText}</Text>}
      {items && items.length > 0 && children(items)}
    </>
  );
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  props?: Table.CellProps;
}

interface TableProps<T extends { id: number }> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  rows: T[];
  columns: Column<T>[];
  /** The last column, 'Actions'. */
  actions: (row: T) => ReactNode;
  /** Long lists scroll inside the table with their header kept in view. */
  sticky?: boolean;
  rowProps?: (row: T) => Table.RowProps;
}

/** An admin table: one column per `columns` entry, then Actions. */
export function AdminTable<T extends { id: number }>(p: TableProps<T>) {
  const sticky = p.sticky ?? true;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="white" maxH={sticky ? '70vh' : undefined}>
      <Table.Root size="sm" stickyHeader={sticky} aria-labelledby={p.labelledBy}>
        <Table.Header>
          <Table.Row>
            {p.columns.map((c) => (
              <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {p.rows.map((row) => (
            <Table.Row key={row.id} {...p.rowProps?.(row)}>
              {p.columns.map((c) => (
                <Table.Cell key={c.header} {...c.props}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end">{p.actions(row)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A link to the trail page of a review or a report. */
export const trailColumn = <T extends { routeId: number; routeName?: string | null }>(): Column<T> => ({
  header: 'Trail',
  cell: (r) => (
    <Link asChild color="brand.700">
      <RouterLink to={`/routes/${r.routeId}`}>{r.routeName ?? `Trail ${r.routeId}`}</RouterLink>
    </Link>
  ),
  props: { fontWeight: 'semibold' },
});
