import { Clock, Sparkles } from 'lucide-react';
import type { NewsMode } from '../news-view';
import css from './news-mode-toggle.module.css';

const MODES: { mode: NewsMode; label: string; icon: React.ReactNode }[] = [
  { mode: 'personalized', label: 'Personalized', icon: <Sparkles aria-hidden="true" /> },
  { mode: 'latest', label: 'Latest', icon: <Clock aria-hidden="true" /> },
];

/** Two pressed/unpressed buttons: Personalized (default) or Latest. */
export function NewsModeToggle({ mode, onChange }: { mode: NewsMode; onChange: (mode: NewsMode) => void }) {
  return (
    <div role="group" aria-label="News feed" className={css.group}>
      {MODES.map((m) => {
        const active = m.mode === mode;
        return (
          <button
            key={m.mode}
            type="button"
            className={css.button}
            aria-pressed={active}
            onClick={() => onChange(m.mode)}
          >
            {m.icon}
            {m.label}
          </button>
        );
      })}
    </div>
  );
}
