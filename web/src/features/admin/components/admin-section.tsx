import { useState, type ReactNode } from 'react';
import { Button, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useAdminData } from '../hooks/use-admin-data';
import { useDeleteConfirm } from '../hooks/use-delete-confirm';
import { AdminListState, AdminTable, type Column } from './admin-list';
import { ConfirmDialog } from './confirm-dialog';
import { RowActions } from './row-actions';
import { ResourceFormDialog, ResourceFormInline, type ResourceFormProps } from './resource-form';

export interface SectionConfig<Item extends { id: number }, V, F extends string> extends Omit<
  ResourceFormProps<Item, V, F>,
  'item'
> {
  /** Absent: 'X Management' with an 'Add New X' dialog; 'inline': the form in a card above the list. */
  placement?: 'inline';
  /** The name the delete dialog and the row buttons use. */
  label: (item: Item) => string;
  /** What a delete takes along, ending the warning, e.g. ' and will also remove all associated reviews'. */
  alsoRemoves?: string;
  emptyText: string;
  skeletonH?: string;
  /** Long lists scroll inside the table (the default); false lets the page scroll. */
  sticky?: boolean;
  /** An outside link per row, e.g. the video on YouTube. */
  link?: { href: (item: Item) => string; label: string };
}

interface Props<Item extends { id: number }, V, F extends string> {
  config: SectionConfig<Item, V, F>;
  /** The table's columns; Actions (edit, delete) follow. */
  columns: Column<Item>[];
  /** Further dialogs of the resource (a trail's status). */
  children?: ReactNode;
}

type Editor<Item> = { item: Item | null; key: number; open: boolean };

/**
 * One managed collection of the dashboard (trails, videos, events): the add/edit form, the list
 * with its load error, skeleton and empty words, and the delete confirmation. Each resource says
 * only its form, fields and table.
 */
export function AdminSection<Item extends { id: number }, V, F extends string>({
  config,
  columns,
  children,
}: Props<Item, V, F>) {
  const { form, Fields, extra, placement } = config;
  const { noun, collection } = form;
  const plural = `${noun}s`;
  const { data, error } = useAdminData(collection);
  const items = data as Item[] | undefined;
  const formTitleId = `${noun.toLowerCase()}-form-title`;
  const listTitleId = `existing-${collection}-title`;
  const [editor, setEditor] = useState<Editor<Item> | null>(null);
  const fresh = () => setEditor({ item: null, key: Date.now(), open: false });
  const remove = useDeleteConfirm<Item>(collection, (gone) => editor?.item?.id === gone.id && fresh());

  const open = (item: Item | null) => setEditor({ item, key: Date.now(), open: true });
  const edit = (item: Item) => {
    open(item);
    if (placement === 'inline')
      document.getElementById(formTitleId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  // Closed but kept mounted until the next open, so the closing animation and focus return work.
  const close = () => setEditor((e) => e && { ...e, open: false });
  const deleting = remove.deleting;

  const list = (
    <>
      <Heading as={placement === 'inline' ? 'h2' : 'h3'} size={placement === 'inline' ? 'lg' : 'md'} id={listTitleId}>
        Existing {plural} ({items?.length ?? 0})
      </Heading>
      <AdminListState
        items={items}
        error={error}
        plural={plural}
        emptyText={config.emptyText}
        skeletonH={config.skeletonH}
      >
        {(rows) => (
          <AdminTable
            labelledBy={listTitleId}
            sticky={config.sticky}
            rows={rows}
            columns={columns}
            actions={(item) => (
              <RowActions
                name={config.label(item)}
                href={config.link?.href(item)}
                hrefLabel={config.link?.label}
                onEdit={() => edit(item)}
                onDelete={() => remove.ask(item)}
              />
            )}
          />
        )}
      </AdminListState>
    </>
  );
  const confirm = (
    <ConfirmDialog
      {...remove.dialog}
      title={`Delete ${noun}`}
      message={`Are you sure you want to delete "${deleting ? config.label(deleting) : ''}"? This action cannot be undone${config.alsoRemoves ?? ''}.`}
    />
  );

  if (placement === 'inline') {
    const item = editor?.item ?? null;
    return (
      <Stack gap="6">
        <Card.Root bg="white">
          <Card.Header>
            <Heading as="h2" size="lg" id={formTitleId}>
              {item ? `Edit ${noun}` : `Add New ${noun}`}
            </Heading>
          </Card.Header>
          <Card.Body>
            <ResourceFormInline
              key={editor?.key ?? 0}
              {...{ form, Fields, extra, item }}
              onSaved={fresh}
              onCancel={fresh}
            />
          </Card.Body>
        </Card.Root>
        <Stack gap="3">{list}</Stack>
        {confirm}
      </Stack>
    );
  }
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="xl">
          {noun} Management
        </Heading>
        <Button onClick={() => open(null)}>
          <Plus aria-hidden="true" /> Add New {noun}
        </Button>
      </Flex>
      {list}
      {editor && (
        <ResourceFormDialog
          key={editor.key}
          {...{ form, Fields, extra }}
          item={editor.item}
          open={editor.open}
          onClose={close}
        />
      )}
      {children}
      {confirm}
    </Stack>
  );
}
