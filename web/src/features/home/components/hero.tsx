import type { ReactNode } from 'react';
import css from './hero.module.css';

/** Layered ridgelines drawn inline: no hero photo to download, crisp at any size. */
function Ridgelines() {
  return (
    <svg className={css.ridges} viewBox="0 0 1440 320" preserveAspectRatio="none" aria-hidden="true">
      <path
        d="M0 220 L180 120 L320 190 L520 70 L700 180 L880 90 L1060 170 L1240 60 L1440 160 L1440 320 L0 320 Z"
        fill="#05603a"
        opacity="0.55"
      />
      <path
        d="M0 260 L220 170 L400 240 L610 150 L820 250 L1010 170 L1210 240 L1440 180 L1440 320 L0 320 Z"
        fill="#054f31"
        opacity="0.8"
      />
      <path d="M0 300 L260 250 L520 290 L760 240 L1000 290 L1240 250 L1440 280 L1440 320 L0 320 Z" fill="#022c1b" />
    </svg>
  );
}

export function Hero({ search }: { search: ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className={`light ${css.hero}`}>
      <div className={css.sun} aria-hidden="true" />
      <Ridgelines />
      <div className={css.content}>
        <h1 id="hero-title" className={css.title}>
          Discover Epic Trails
        </h1>
        <p className={css.lead}>Find the best mountain bike routes across all nine provinces of South Africa</p>
        <div className={css.search}>{search}</div>
      </div>
    </section>
  );
}
