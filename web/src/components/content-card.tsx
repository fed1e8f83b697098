import { useId, type ReactNode } from 'react';
import css from './content-card.module.css';

interface Props {
  title: ReactNode;
  icon?: ReactNode;
  /** Extra content at the right of the title row (a badge, a button). */
  aside?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  id?: string;
  children: ReactNode;
}

/** A white, titled card: the building block of the trail page and similar detail screens. */
export function ContentCard({ title, icon, aside, headingLevel: Heading = 'h2', id, children }: Props) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={css.card}>
      <div className={css.top}>
        <div className={css.titleRow}>
          {icon && (
            <span className={css.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <Heading id={headingId} className={css.title}>
            {title}
          </Heading>
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
