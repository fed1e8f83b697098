import { ArrowRight, Video as VideoIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FEATURED_VIDEOS_ON_HOME } from '@trailfinder/shared-types/rules';
import { useFirstSync } from '../../../lib/use-first-sync';
import { useFeaturedVideos } from '../hooks/use-featured-videos';
import { VideoTile } from './video-tile';
import css from './featured-videos.module.css';

/** Up to 3 featured videos, with a link to the gallery when there are more. */
export function FeaturedVideos() {
  const device = useFeaturedVideos();
  // A page the server rendered comes with its videos. Otherwise, on a first visit: skeletons until
  // the first sync has stored the videos, unless it failed (offline, server down): then there are
  // none on this device.
  const { failed } = useFirstSync();
  const videos = device === undefined && failed ? [] : device;
  return (
    <section aria-labelledby="featured-videos-title">
      <div className={css.head}>
        <h3 id="featured-videos-title" className={css.title}>
          Featured Videos
        </h3>
        {videos && videos.length > FEATURED_VIDEOS_ON_HOME && (
          <RouterLink to="/videos" className={css.viewAll}>
            View all videos <ArrowRight size={16} aria-hidden="true" />
          </RouterLink>
        )}
      </div>
      {videos === undefined ? (
        <div className={css.grid}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={css.skeleton} />
          ))}
        </div>
      ) : videos.length === 0 ? (
        <div className={css.empty}>
          <VideoIcon aria-hidden="true" />
          <p>No videos available yet.</p>
        </div>
      ) : (
        <div className={css.grid}>
          {videos.slice(0, FEATURED_VIDEOS_ON_HOME).map((v) => (
            <VideoTile key={v.id} video={v} />
          ))}
        </div>
      )}
    </section>
  );
}
