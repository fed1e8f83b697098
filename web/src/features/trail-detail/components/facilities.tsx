import type { Facilities as FacilityFlags } from '@trailfinder/shared-types';
import common from '../../../components/common.module.css';
import { availableFacilities, facilityLabel } from '../trail-facts';
import { FACILITY_ICONS } from './facility-icons';
import css from './facilities.module.css';

interface Props {
  facilities: Partial<FacilityFlags> | null | undefined;
}

/** The compact form: one icon per facility (labelled), or 'No facilities available'. */
export function FacilitiesCompact({ facilities }: Props) {
  const keys = availableFacilities(facilities);
  if (keys.length === 0) return <p className={css.none}>No facilities available</p>;
  return (
    <ul aria-label="Facilities" className={css.icons}>
      {keys.map((key) => {
        const Icon = FACILITY_ICONS[key];
        return (
          <li key={key} title={facilityLabel(key)} className={css.iconItem}>
            <Icon size={18} aria-hidden="true" />
            <span className={common.srOnly}>{facilityLabel(key)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The grid form headed 'Available Facilities', or 'No facilities information available'. */
export function FacilitiesGrid({ facilities }: Props) {
  const keys = availableFacilities(facilities);
  if (keys.length === 0) return <p className={css.muted}>No facilities information available</p>;
  return (
    <div>
      <h3 className={css.gridTitle}>Available Facilities</h3>
      <ul className={css.grid}>
        {keys.map((key) => {
          const Icon = FACILITY_ICONS[key];
          return (
            <li key={key} className={css.gridItem}>
              <Icon size={16} aria-hidden="true" />
              {facilityLabel(key)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
