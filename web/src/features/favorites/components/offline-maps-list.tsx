import { Link } from 'react-router';
import { formatApproxSize } from '../../../lib/offline-tiles';
import { removePack } from '../../../lib/map-packs/download-store';
import { useStorageFigures, useStoredPacks } from '../../../lib/map-packs/use-stored-packs';
import styles from './offline-maps-list.module.css';

const isIPhone = () => typeof navigator !== 'undefined' && /iPhone|iPad|iPod/.test(navigator.userAgent);
const savedOn = (iso: string) => (iso ? iso.slice(0, 10) : '');

/**
 * "Offline maps": the map packs on this device, each with its size, date and Delete; the space
 * they use, and what the device allows this site (navigator.storage.estimate()).
 */
export function OfflineMapsList() {
  const packs = useStoredPacks();
  const figures = useStorageFigures(packs);
  if (!packs) return null;
  const total = packs.reduce((sum, p) => sum + p.bytes, 0);
  return (
    <section className={styles.section} aria-labelledby="offline-maps-title">
      <h2 id="offline-maps-title" className={styles.title}>
        Offline maps
      </h2>
      {packs.length === 0 ? (
        <p className={styles.note}>No offline maps on this device yet. A trail's page offers its map to download.</p>
      ) : (
        <ul className={styles.list}>
          {packs.map((p) => (
            <li key={p.routeId} className={styles.item}>
              <div>
                <Link className={styles.name} to={`/routes/${p.routeId}`}>
                  {p.name || `Trail ${p.routeId}`}
                </Link>
                <div className={styles.note}>
                  {formatApproxSize(p.bytes)} · saved {savedOn(p.savedAt)}
                </div>
              </div>
              <button
                type="button"
                className={styles.delete}
                aria-label={`Delete the offline map of ${p.name || `trail ${p.routeId}`}`}
                onClick={() => void removePack(p.routeId)}
              >
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.note} data-testid="offline-maps-space">
        Offline maps use {total ? formatApproxSize(total) : 'nothing'}.
        {figures &&
          ` This site uses ${formatApproxSize(figures.usage)} of the ${formatApproxSize(figures.quota)} this device allows it.`}
        {figures && !figures.persisted && ' The browser may clear it when the device runs short of space.'}
      </p>
      {isIPhone() && (
        <p className={styles.note}>
          On iPhone, add TrailFinder to your Home Screen: the installed app keeps its offline maps, while Safari tabs
          may lose them after some days without a visit.
        </p>
      )}
    </section>
  );
}
