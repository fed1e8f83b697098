import type { ReactNode } from 'react';
import css from './button-loading.module.css';

/**
 * A button's content while it works, as Chakra's loading button drew it: the content keeps its
 * room, unseen, under a centred spinner. The button itself (`position: relative`) is disabled and
 * marked `data-loading` by its owner.
 */
export function ButtonLoading({ children }: { children: ReactNode }) {
  return (
    <span className={css.loader}>
      <span className={css.centre}>
        <span className={css.spinner} />
      </span>
      <span className={css.hidden}>{children}</span>
    </span>
  );
}
