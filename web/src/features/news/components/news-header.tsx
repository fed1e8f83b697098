import { Sparkles } from 'lucide-react';
import type { NewsMode } from '../news-view';
import { NewsModeToggle } from './news-mode-toggle';
import css from './news-header.module.css';

/**
 * The news section's heading, lead and Personalized / Latest toggle. Drawn with the section, not
 * with its lazy articles: a jump to #news lands on this heading at once, and the articles come in
 * below it.
 */
export function NewsHeader({ mode, onChange }: { mode: NewsMode; onChange: (mode: NewsMode) => void }) {
  const personalized = mode === 'personalized';
  return (
    <div className={css.header}>
      <div className={css.titleRow}>
        <h2 id="news-title" className={css.title}>
          {personalized ? 'Recommended for You' : 'Latest MTB News'}
        </h2>
        {personalized && (
          <span className={css.badge}>
            <Sparkles size={14} aria-hidden="true" /> AI Powered
          </span>
        )}
      </div>
      <p className={css.lead}>
        {personalized
          ? 'Stories picked for you from the trails you browse on this device.'
          : 'The newest stories from the South African mountain biking scene.'}
      </p>
      <div className={css.toggle}>
        <NewsModeToggle mode={mode} onChange={onChange} />
      </div>
    </div>
  );
}
