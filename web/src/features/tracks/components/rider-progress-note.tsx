import type { RiderProgress } from '../hooks/use-rider-progress';
import { formatKm, formatM } from '../track-format';
import css from './rider-progress-note.module.css';

/** Off the line by more than this, the rider is told so (their figures are for the nearest point). */
const OFF_TRACK_M = 100;

/** Where the rider is on the track: done, to go, climbing left. */
export function RiderProgressNote({ state }: { state: RiderProgress }) {
  if (state.status === 'idle' || state.status === 'locating') return null;
  if (state.status === 'error') {
    return (
      <p className={css.error} role="alert">
        {state.message}
      </p>
    );
  }
  const p = state.progress;
  return (
    <div className={css.note} role="status" data-testid="rider-progress">
      <p>
        {formatKm(p.doneM)} done, <strong>{formatKm(p.toGoM)} to go</strong>
        {p.climbLeftM === null ? '' : `, ${formatM(p.climbLeftM)} of climbing left`}.
      </p>
      {p.offTrackM > OFF_TRACK_M && (
        <p className={css.offTrack}>
          You are {formatM(p.offTrackM)} from the track; the figures are for its nearest point.
        </p>
      )}
    </div>
  );
}
