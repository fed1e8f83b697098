import type { ReactNode } from 'react';
import css from './empty-state.module.css';

interface Props {
  icon?: ReactNode;
  title: string;
  description?: string;
  headingLevel?: 'h3' | 'h4';
  children?: ReactNode;
}

export function EmptyState({ icon, title, description, headingLevel: Heading = 'h3', children }: Props) {
  return (
    <div className={css.box}>
      {icon && (
        <div className={css.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className={css.title}>{title}</Heading>
      {description && <p className={css.description}>{description}</p>}
      {children}
    </div>
  );
}
