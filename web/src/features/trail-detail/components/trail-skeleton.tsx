import { useDocumentTitle } from '../../../lib/use-document-title';
import css from './trail-skeleton.module.css';

/** The loading state: the page's shape in grey while the trail is read. */
export function TrailSkeleton() {
  useDocumentTitle('Loading trail...');
  return (
    <div className={css.page} aria-busy="true" role="status" aria-label="Loading trail">
      <div className={css.back} />
      <div className={css.hero} />
      <div className={css.title} />
      <div className={css.subtitle} />
      <div className={css.grid}>
        <div className={css.column}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={css.card}>
              <div className={css.cardTitle} />
              <div className={css.lines}>
                {[0, 1, 2, 3].map((line) => (
                  <div key={line} className={css.line} />
                ))}
              </div>
            </div>
          ))}
        </div>
        <div className={css.column}>
          <div className={css.sideTall} />
          <div className={css.sideShort} />
        </div>
      </div>
    </div>
  );
}
