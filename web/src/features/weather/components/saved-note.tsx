import { History } from 'lucide-react';
import { asOfText } from '../weather-display';
import css from './weather.module.css';

/** Marks data shown from the device's copy (offline or the service failing): 'as of {time}'. */
export function SavedNote({ what, fetchedAt }: { what: string; fetchedAt: string }) {
  return (
    <div className={css.saved}>
      <History size={14} aria-hidden="true" />
      <p>
        {what}, as of {asOfText(fetchedAt)}
      </p>
    </div>
  );
}
