const eventFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const newsFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function format(f: Intl.DateTimeFormat, iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) {
    console.warn('Invalid time value', iso);
    return '';
  }
  return f.format(d);
}

/** 'MMM dd, yyyy' (events) and 'MMM d, yyyy' (news), spec section 9. */
export const formatEventDate = (iso: string) => format(eventFormat, iso);
export const formatNewsDate = (iso: string) => format(newsFormat, iso);
