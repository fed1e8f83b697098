import { once } from './once';

const newsFormat = once(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));
const syncFormat = once(() => new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' }));

function format(f: () => Intl.DateTimeFormat, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) {
    console.warn('Invalid time value', iso);
    return '';
  }
  return f().format(d);
}

/** 'MMM d, yyyy' (reviews, as news). */
export const formatNewsDate = (iso: string) => format(newsFormat, iso);
/** When the device last synced, e.g. '21 Nov 2026, 16:10' (our own format). */
export const formatSyncTime = (iso: string) => format(syncFormat, iso);
