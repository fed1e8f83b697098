import css from './trail-card-skeleton.module.css';

export function TrailCardSkeleton() {
  return (
    <div className={css.card} aria-hidden="true">
      <div className={`${css.skeleton} ${css.image}`} />
      <div className={css.body}>
        <div className={`${css.skeleton} ${css.title}`} />
        <div className={`${css.skeleton} ${css.subtitle}`} />
        {/* Three lines of text, the last one shorter (Chakra's SkeletonText). */}
        <div className={css.lines}>
          <div className={`${css.skeleton} ${css.line}`} />
          <div className={`${css.skeleton} ${css.line}`} />
          <div className={`${css.skeleton} ${css.line} ${css.lastLine}`} />
        </div>
      </div>
    </div>
  );
}
