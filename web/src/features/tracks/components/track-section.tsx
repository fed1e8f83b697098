import { lazy, Suspense, useMemo, useState } from 'react';
import { Download, LocateFixed } from 'lucide-react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useServerConfig } from '../../../lib/server-config';
import { gpxUrl } from '../api';
import { useRiderProgress } from '../hooks/use-rider-progress';
import { useTrailTrack } from '../hooks/use-trail-track';
import { describeKeyPoint, formatKm, formatM, keyPoints, profileOf } from '../track-format';
import { ElevationProfile } from './elevation-profile';
import { ProfileTable } from './profile-table';
import { RiderProgressNote } from './rider-progress-note';
import { TrackFigures } from './track-figures';
import { TrackOfflineMap } from './track-offline-map';
import type { LatLng } from '../../../lib/coordinates';
import css from './track-section.module.css';
import { ButtonLoading } from '../../../components/button-loading';

const TrackMap = lazy(() => import('./track-map'));

/** A file name for the download built on the device (the server's header names it when online). */
const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'track'
  }.gpx`;

/**
 * The trail's recorded track: the line on a map, the elevation profile (with its text and table
 * alternatives), the figures, the key points, "Download GPX" and "Show my position". A trail
 * without a track says so; the trailhead map elsewhere on the page still shows where it starts.
 */
interface Props {
  routeId: number;
  trailName: string;
  /** Where the stored map is centred too (the trail's own offline map starts there). */
  trailhead: LatLng | null;
}

export function TrackSection({ routeId, trailName, trailhead }: Props) {
  const { query, loading, feature, stored, saved } = useTrailTrack(routeId);
  const { tileUrl, tileAttribution } = useServerConfig();
  const [selected, setSelected] = useState<number | null>(null);
  const { state: rider, locate } = useRiderProgress(feature);
  const profile = useMemo(() => (feature ? profileOf(feature) : []), [feature]);
  const points = useMemo(() => (feature ? keyPoints(feature, profile) : []), [feature, profile]);

  if (loading) {
    return (
      <div className={css.loading} role="status">
        <span className={css.spinner} /> Loading the track...
      </div>
    );
  }
  if (!feature) {
    return (
      <section aria-labelledby="track-title">
        <h2 id="track-title" className={css.title}>
          Track
        </h2>
        <p className={css.missing}>
          {query.isError
            ? 'The track could not be loaded right now.'
            : 'No recorded track for this trail yet: only its trailhead is known.'}
        </p>
      </section>
    );
  }

  const { properties: f } = feature;
  const summary =
    profile.length > 0
      ? `Elevation profile: ${formatKm(f.distanceKm * 1000)}, from ${formatM(f.minEleM)} to ${formatM(f.maxEleM)}, ${formatM(f.ascentM)} of climbing and ${formatM(f.descentM)} of descent.`
      : 'The elevation of this track is not known yet.';
  const downloadOffline = () => {
    if (!stored?.gpx) return;
    const url = URL.createObjectURL(new Blob([stored.gpx], { type: 'application/gpx+xml' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: fileName(trailName) });
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const riderPoint = rider.status === 'ready' ? rider.progress.point : null;

  const locating = rider.status === 'locating';
  const locateLabel = (
    <>
      <LocateFixed aria-hidden="true" /> Show my position
    </>
  );

  return (
    <section aria-labelledby="track-title">
      <h2 id="track-title" className={css.titleSpaced}>
        Track
      </h2>
      <div className={css.stack}>
        <TrackFigures properties={f} />
        <div className={css.map} data-testid="track-map">
          <ErrorBoundary label="Track map" fallback={<p className={css.mapNote}>The map is unavailable right now.</p>}>
            <Suspense fallback={<p className={css.mapNote}>Loading map...</p>}>
              <TrackMap
                feature={feature}
                tileUrl={tileUrl}
                tileAttribution={tileAttribution}
                selected={selected}
                rider={riderPoint}
              />
            </Suspense>
          </ErrorBoundary>
        </div>
        <ul className={css.keyPoints} aria-label="Key points of the track">
          {points.map((p) => (
            <li key={p.label}>{describeKeyPoint(p)}</li>
          ))}
        </ul>
        {profile.length > 0 ? (
          <>
            <ElevationProfile profile={profile} selected={selected} onSelect={setSelected} summary={summary} />
            <p className={css.summary}>{summary}</p>
            <ProfileTable profile={profile} />
          </>
        ) : (
          <p className={css.small}>{summary}</p>
        )}
        <div className={css.actions}>
          {stored?.gpx ? (
            <button type="button" className={css.button} onClick={downloadOffline}>
              <Download aria-hidden="true" /> Download GPX
            </button>
          ) : (
            <a className={css.button} href={gpxUrl(routeId)} download>
              <Download aria-hidden="true" /> Download GPX
            </a>
          )}
          {/* While locating: disabled, its label kept (unseen) for its width under a spinner, as Chakra's loading button. */}
          <button
            type="button"
            className={css.button}
            onClick={locate}
            data-loading={locating ? '' : undefined}
            disabled={locating}
          >
            {locating ? <ButtonLoading>{locateLabel}</ButtonLoading> : locateLabel}
          </button>
        </div>
        <RiderProgressNote state={rider} />
        {trailhead && <TrackOfflineMap routeId={routeId} trailhead={trailhead} feature={feature} saved={saved} />}
      </div>
    </section>
  );
}
