import { useState } from 'react';
import { CloudOff, Newspaper } from 'lucide-react';
import { NEWS_INITIAL, NEWS_STEP } from '@trailfinder/shared-types/rules';
import { EmptyState } from '../../../components/empty-state';
import type { NewsMode, NewsView } from '../news-view';
import { useNews } from '../hooks/use-news';
import { NewsCard } from './news-card';
import css from './news-body.module.css';

function NewsSkeletons() {
  return (
    <div className={css.grid} aria-busy="true" aria-label="Loading news">
      {Array.from({ length: NEWS_INITIAL }, (_, i) => (
        <div key={i} className={css.skeletonCard}>
          <div className={`${css.skeleton} ${css.skeletonSource}`} />
          <div className={`${css.skeleton} ${css.skeletonTitle}`} />
          <div className={`${css.skeleton} ${css.skeletonText}`} />
        </div>
      ))}
    </div>
  );
}

function NewsList({ view, mode }: { view: Extract<NewsView, { kind: 'articles' }>; mode: NewsMode }) {
  const [visible, setVisible] = useState(NEWS_INITIAL);
  const shown = view.articles.slice(0, visible);
  return (
    <>
      {view.fromDevice && (
        <p className={css.note}>
          <CloudOff size={14} aria-hidden="true" style={{ display: 'inline', marginRight: 6 }} />
          Offline: showing the news saved on this device.
        </p>
      )}
      {mode === 'personalized' && !view.personalized && !view.fromDevice && (
        <p className={css.note}>Your recommendations are not ready yet, so here is the latest news.</p>
      )}
      <ul className={`${css.grid} ${css.list}`} aria-label="News articles">
        {shown.map((a) => (
          <li key={a.id}>
            <NewsCard article={a} showReasons={view.personalized} />
          </li>
        ))}
      </ul>
      {visible < view.articles.length && (
        <div className={css.more}>
          <button type="button" className={css.moreButton} onClick={() => setVisible((v) => v + NEWS_STEP)}>
            Load More
          </button>
        </div>
      )}
    </>
  );
}

/** The news section's articles in the chosen feed (its heading and toggle: news-header.tsx). */
export default function NewsBody({ mode }: { mode: NewsMode }) {
  const view = useNews(mode);

  return (
    <>
      {view.kind === 'loading' && <NewsSkeletons />}
      {view.kind === 'unavailable' && (
        <EmptyState
          icon={<CloudOff size={40} />}
          title="News Currently Unavailable"
          description="We're working to bring you the latest MTB news. Please check back later."
        />
      )}
      {view.kind === 'empty' && <EmptyState icon={<Newspaper size={40} />} title="No News Available" />}
      {/* A new mode starts again at 6 articles. */}
      {view.kind === 'articles' && <NewsList key={`${mode}-${view.personalized}`} view={view} mode={mode} />}
    </>
  );
}
