import { usShortDateInSouthAfrica } from '../../lib/date-formats';

/** 'MMM d, yyyy'. An unreadable date throws RangeError('Invalid time value'). */
export function formatNewsDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return usShortDateInSouthAfrica(date);
}

/** The styled categories; any other category is shown plainly. */
const CATEGORY_STYLES: Record<string, { bg: string; color: string }> = {
  racing: { bg: 'red.100', color: 'red.800' },
  reviews: { bg: 'purple.100', color: 'purple.800' },
  gear: { bg: 'blue.100', color: 'blue.800' },
  events: { bg: 'orange.100', color: 'orange.800' },
};
const PLAIN = { bg: 'gray.100', color: 'gray.700' };

export function categoryStyle(category: string): { bg: string; color: string } {
  return CATEGORY_STYLES[category.toLowerCase()] ?? PLAIN;
}

export const categoryLabel = (category: string) =>
  category ? category[0].toUpperCase() + category.slice(1).toLowerCase() : 'General';

/** The source's fixed colour, when it is a plain hex colour; grey otherwise. */
export function sourceColour(colour: string | null | undefined): string {
  return colour && /^#[0-9a-f]{3,8}$/i.test(colour) ? colour : '#4b5563';
}
