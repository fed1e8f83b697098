import css from './skip-link.module.css';

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a href="#main-content" className={css.skip}>
      Skip to content
    </a>
  );
}
