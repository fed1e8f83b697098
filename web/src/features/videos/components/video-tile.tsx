import { useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { VIDEO_CATEGORIES } from '@trailfinder/shared-types/rules';
import type { Video } from '@trailfinder/shared-types';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { videoLink, videoThumbnail } from '../youtube';
import css from './video-tile.module.css';

/** A featured video: thumbnail and title, opening YouTube in a new tab. */
export function VideoTile({ video }: { video: Video }) {
  const [broken, setBroken] = useState(false);
  // The thumbnail comes from YouTube: asked for only when the rider scrolls near it, so a phone on
  // a weak signal spends the first load on the trails, not on pictures below the fold.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '200px');
  return (
    <a href={videoLink(video)} target="_blank" rel="noopener noreferrer" className={css.tile}>
      <div className={`${css.picture} light`}>
        <div className={css.frame} ref={box}>
          {near && !broken && (
            <img
              src={videoThumbnail(video)}
              alt=""
              loading="lazy"
              className={css.thumbnail}
              onError={() => setBroken(true)}
            />
          )}
          <div className={css.overlay}>
            <div className={css.play}>
              <Play fill="currentColor" size={20} aria-hidden="true" />
            </div>
          </div>
        </div>
      </div>
      <div className={css.body}>
        <p className={css.title}>{video.title}</p>
        <p className={css.category}>{VIDEO_CATEGORIES[video.category] ?? 'General'}</p>
        {/* Part of the link's name, after the words a rider sees (title, category). */}
        <span className={css.srOnly}> (opens YouTube in a new tab)</span>
      </div>
    </a>
  );
}
