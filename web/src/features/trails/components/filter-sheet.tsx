import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SlidersHorizontal, X } from 'lucide-react';
import { activeFilters } from '../active-filters';
import { useFilterStore } from '../store';
import { earlyTap } from '../../../lib/early-taps';
import styles from './filter-sheet.module.css';

/**
 * The phone's filters: a "Filters" button that opens a bottom sheet (a native modal <dialog>,
 * which traps focus and closes on Escape without a dialog library in the home chunk). Filters
 * apply as they change; the sheet's button says how many routes that leaves and closes it. Plain
 * elements styled by their CSS module, so opening it makes no styles at run time (decision 088).
 */
export function FilterSheet({ count, children }: { count: number | undefined; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const active = activeFilters(useFilterStore((s) => s.filters)).length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
        type="button"
        className={styles.open}
        {...earlyTap('filters')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" /> Filters{active > 0 && ` (${active})`}
      </button>
      <dialog
        ref={ref}
        className={styles.sheet}
        aria-labelledby="filter-sheet-title"
        onClose={() => setOpen(false)}
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
      >
        {open && (
          <div className={styles.body}>
            <div className={styles.header}>
              <h2 id="filter-sheet-title" className={styles.title}>
                Filter Trails
              </h2>
              <button type="button" className={styles.close} aria-label="Close filters" onClick={() => setOpen(false)}>
                <X aria-hidden="true" />
              </button>
            </div>
            <div className={styles.content}>{children}</div>
            <div className={styles.footer}>
              <button type="button" className={styles.show} onClick={() => setOpen(false)}>
                {count === undefined ? 'Show routes' : `Show ${count} ${count === 1 ? 'route' : 'routes'}`}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
