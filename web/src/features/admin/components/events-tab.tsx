import { Switch } from '@chakra-ui/react';
import { RACE_TYPE_LABELS } from '@trailfinder/shared-types/rules';
import type { Event } from '@trailfinder/shared-types';
import { setEventActive } from '../admin-writes';
import { eventForm, type EventField, type EventFormValues } from '../event-form';
import { AdminSection, type SectionConfig } from './admin-section';
import type { Column } from './admin-list';
import { EventFormFields } from './event-form-fields';

const EVENTS: SectionConfig<Event, EventFormValues, EventField> = {
  form: eventForm,
  Fields: EventFormFields,
  label: (e) => e.name,
  emptyText: 'No events yet.',
};

const dateFormat = new Intl.DateTimeFormat('en-ZA', { year: 'numeric', month: 'short', day: '2-digit' });

function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

/** Every event, inactive and past ones too, with an Active switch per row that shows or hides it. */
const COLUMNS: Column<Event>[] = [
  { header: 'Name', cell: (e) => e.name, props: { fontWeight: 'semibold' } },
  { header: 'Date', cell: (e) => formatDate(e.eventDate), props: { whiteSpace: 'nowrap' } },
  { header: 'Location', cell: (e) => e.location },
  { header: 'Province', cell: (e) => e.province },
  { header: 'Type', cell: (e) => `${e.eventType} · ${RACE_TYPE_LABELS[e.raceType] ?? e.raceType}` },
  {
    header: 'Active',
    cell: (e) => (
      <Switch.Root
        size="sm"
        colorPalette="brand"
        checked={e.isActive}
        onCheckedChange={(d) => void setEventActive(e, d.checked)}
      >
        <Switch.HiddenInput aria-label={`"${e.name}" active`} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    ),
  },
];

/** Event management: create, edit, show or hide, delete. */
export function EventsTab() {
  return <AdminSection config={EVENTS} columns={COLUMNS} />;
}
