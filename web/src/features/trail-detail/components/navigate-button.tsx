import { Navigation } from 'lucide-react';
import common from '../../../components/common.module.css';
import type { LatLng } from '../../../lib/coordinates';
import { directionsUrl } from '../trail-facts';
import css from './trail-buttons.module.css';

/** 'Navigate to Trailhead': Google Maps directions in a new tab; disabled without coordinates. */
export function NavigateButton({ trailhead, full = false }: { trailhead: LatLng | null; full?: boolean }) {
  if (!trailhead) {
    return (
      <button type="button" className={css.navigateOff} data-full={full || undefined} disabled>
        <Navigation aria-hidden="true" /> Navigate to Trailhead
      </button>
    );
  }
  return (
    <a
      className={css.navigate}
      data-full={full || undefined}
      href={directionsUrl(trailhead)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Navigation aria-hidden="true" /> Navigate to Trailhead
      <span className={common.srOnly}> (opens Google Maps in a new tab)</span>
    </a>
  );
}
