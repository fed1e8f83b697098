import { useNavigate } from 'react-router-dom';
import { POPUP_DESCRIPTION_LIMIT, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { TrailStatusBadge } from '../../../components/trail-status-badge';
import { truncate } from '../../../lib/truncate';
import css from './trail-popup.module.css';

/**
 * Popup body: name, place, the trail manager's status when one is in force, DIFFICULTY, distance,
 * a short description and the detail link.
 */
export function TrailPopup({ route, status }: { route: Trail; status?: AdminStatusKind }) {
  const navigate = useNavigate();
  return (
    <div className={css.popup}>
      {/* Clear of the 44 px close button in the corner. */}
      <p className={css.name}>{route.name}</p>
      <p className={css.place}>
        {route.location}, {route.province}
      </p>
      {status && (
        <div className={css.status}>
          <TrailStatusBadge status={status} />
        </div>
      )}
      <p className={css.facts}>
        {route.difficulty.toUpperCase()} · {route.distance} km
      </p>
      <p className={css.description}>{truncate(route.description, POPUP_DESCRIPTION_LIMIT)}</p>
      <button type="button" className={css.details} onClick={() => navigate(`/routes/${route.id}`)}>
        View Trail Details
      </button>
    </div>
  );
}
