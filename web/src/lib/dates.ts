/**
 * Dates in our own fixed formats, written by hand rather than with `Intl.DateTimeFormat`: the
 * first formatter a page makes loads the browser's date data, a 13-20 ms stretch on a desktop
 * CPU inside whichever render shows the first date (the home page's sync note, as the first sync
 * ends; decision 042). The formats of the lazy pages are in date-formats.ts; dates.test.ts checks
 * they all match `Intl`'s output.
 */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** en-ZA's short months (CLDR): as en-US's, but 'Sept'. */
export const ZA_MONTHS = MONTHS.map((m) => (m === 'Sep' ? 'Sept' : m));
export const two = (n: number) => String(n).padStart(2, '0');

function format(write: (d: Date) => string, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) {
    console.warn('Invalid time value', iso);
    return '';
  }
  return write(d);
}

/** 'MMM d, yyyy' (reviews, as news): en-US's short month, day and year, e.g. 'Nov 5, 2026'. */
export const formatNewsDate = (iso: string) =>
  format((d) => `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`, iso);

/** When the device last synced, local time, as en-ZA's medium date and short time: '05 Nov 2026, 16:10'. */
export const formatSyncTime = (iso: string) =>
  format(
    (d) =>
      `${two(d.getDate())} ${ZA_MONTHS[d.getMonth()]} ${d.getFullYear()}, ${two(d.getHours())}:${two(d.getMinutes())}`,
    iso,
  );
