const eventFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const newsFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const syncFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

function format(f: Intl.DateTimeFormat, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) {
    console.warn('Invalid time value', iso);
    return '';
  }
  return f.format(d);
}

/** 'MMM dd, yyyy' (events) and 'MMM d, yyyy' (news). */
export const formatEventDate = (iso: string) => format(eventFormat, iso);
export const formatNewsDate = (iso: string) => format(newsFormat, iso);
/** When the device last synced, e.g. '21 Nov 2026, 16:10' (our own format). */
export const formatSyncTime = (iso: string) => format(syncFormat, iso);
