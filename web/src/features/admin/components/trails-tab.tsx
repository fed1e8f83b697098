import { useState } from 'react';
import type { Trail } from '@trailfinder/shared-types';
import { DifficultyBadge } from '../../../components/difficulty-badge';
import { useTrailStatusRecords } from '../hooks/use-trail-status-records';
import { trailForm, type TrailField, type TrailFormValues } from '../trail-form';
import { statusInForce } from '../trail-status-form';
import { AdminSection, type SectionConfig } from './admin-section';
import type { Column } from './admin-list';
import { TrailFormFields } from './trail-form-fields';
import { TrailPhotoField } from './trail-photo-field';
import { TrailStatusButton } from './trail-status-button';
import { TrailStatusDialog } from './trail-status-dialog';

const TRAILS: SectionConfig<Trail, TrailFormValues, TrailField> = {
  form: trailForm,
  Fields: TrailFormFields,
  extra: (values, onChange, trail) => (
    <TrailPhotoField
      trailId={trail?.id ?? null}
      imageUrl={values.imageUrl}
      onImageUrl={(imageUrl) => onChange({ imageUrl })}
    />
  ),
  label: (t) => t.name,
  alsoRemoves: ' and will also remove all associated reviews',
  emptyText: 'No trails yet.',
  skeletonH: '60',
};

/** 'Existing Trails (N)': Name, Location, Province, Difficulty, Distance (km), Rating, then the status. */
const COLUMNS: Column<Trail>[] = [
  { header: 'Name', cell: (t) => t.name, props: { fontWeight: 'semibold' } },
  { header: 'Location', cell: (t) => t.location },
  { header: 'Province', cell: (t) => t.province },
  { header: 'Difficulty', cell: (t) => <DifficultyBadge difficulty={t.difficulty} /> },
  { header: 'Distance (km)', cell: (t) => t.distance },
  { header: 'Rating', cell: (t) => t.rating.toFixed(1) },
];

type StatusEditor = { trail: Trail; key: number; open: boolean } | null;

/** 'Trail Management': the section, plus each trail's status (a button that opens the status dialog). */
export function TrailsTab() {
  const records = useTrailStatusRecords();
  // Lapsed statuses (last day passed) no longer apply: shown as not set, as riders see them.
  const statuses = new Map([...records].filter(([, s]) => statusInForce(s, Date.now())));
  const [statusOf, setStatusOf] = useState<StatusEditor>(null);
  const status: Column<Trail> = {
    header: 'Status',
    cell: (t) => (
      <TrailStatusButton
        name={t.name}
        status={statuses.get(t.id) ?? null}
        onClick={() => setStatusOf({ trail: t, key: Date.now(), open: true })}
      />
    ),
  };

  return (
    <AdminSection config={TRAILS} columns={[...COLUMNS, status]}>
      {statusOf && (
        <TrailStatusDialog
          key={statusOf.key}
          open={statusOf.open}
          trail={statusOf.trail}
          current={statuses.get(statusOf.trail.id) ?? null}
          onClose={() => setStatusOf((e) => e && { ...e, open: false })}
        />
      )}
    </AdminSection>
  );
}
