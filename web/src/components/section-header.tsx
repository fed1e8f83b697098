import type { ReactNode } from 'react';
import css from './section-header.module.css';

interface Props {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'left' | 'center';
}

/** An h2 section title with an optional lead paragraph. */
export function SectionHeader({ id, title, subtitle, align = 'center' }: Props) {
  return (
    <div className={css.header} data-align={align}>
      <h2 id={id} className={css.title}>
        {title}
      </h2>
      {subtitle && <p className={css.subtitle}>{subtitle}</p>}
    </div>
  );
}
