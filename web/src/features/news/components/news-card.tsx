import { memo } from 'react';
import { ExternalLink, Sparkles } from 'lucide-react';
import { badgeStyle } from '../../../components/badge-style';
import { safeExternalUrl } from '../../../lib/safe-url';
import { categoryLabel, categoryStyle, formatNewsDate, sourceColour } from '../news-format';
import type { NewsArticleView } from '../news-view';
import { onArticleClick } from '../open-article';
import css from './news-card.module.css';

function shownDate(iso: string): string {
  try {
    return formatNewsDate(iso);
  } catch (err) {
    console.warn('Could not show a news date', iso, err);
    return '';
  }
}

interface Props {
  article: NewsArticleView;
  /** Show why the article was recommended. */
  showReasons: boolean;
}

export const NewsCard = memo(function NewsCard({ article, showReasons }: Props) {
  const url = safeExternalUrl(article.url);
  const colour = sourceColour(article.sourceColor);
  const category = categoryStyle(article.category);
  const date = shownDate(article.publishedAt);
  const reasons = showReasons ? (article.recommendationReasons ?? []) : [];
  const titleId = `news-${article.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="news-card" className={css.card} style={{ borderTopColor: colour }}>
      <div className={css.top}>
        <div className={css.source}>
          <div className={css.dot} style={{ background: colour }} aria-hidden="true" />
          {article.source}
        </div>
        <span className={css.category} style={badgeStyle(category)}>
          {categoryLabel(article.category)}
        </span>
      </div>
      <h3 id={titleId} className={css.title}>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            // A one-line headline is still a thumb's 44 px tall target.
            className={css.link}
            onClick={(e) => onArticleClick(e, article, url)}
          >
            {article.title}
          </a>
        ) : (
          article.title
        )}
      </h3>
      {article.description && <p className={css.description}>{article.description}</p>}
      {reasons.length > 0 && (
        <div>
          <p className={css.srOnly}>Why this is recommended:</p>
          <ul className={css.reasons}>
            {reasons.map((r) => (
              <li key={r} className={css.reason}>
                <Sparkles size={12} aria-hidden="true" />
                {r}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={css.foot}>
        {date ? <time dateTime={article.publishedAt}>{date}</time> : <span />}
        {url && <ExternalLink size={14} aria-hidden="true" />}
      </div>
    </article>
  );
});
