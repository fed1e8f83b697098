import { decode } from 'html-entities';

/** Fields from feeds are capped before any regex runs over them. */
const MAX_INPUT = 200_000;

/**
 * Feed HTML -> plain text: drops scripts, styles and comments, keeps paragraph breaks as newlines,
 * removes every tag and decodes entities (&amp;, &#8217;, &nbsp; ...). What is stored is text, so
 * nothing from a feed can ever be rendered as markup.
 */
export function htmlToText(html: string): string {
  const stripped = html
    .slice(0, MAX_INPUT)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|iframe|svg)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote|tr|figure)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ');
  return decode(stripped)
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** One line of text: any run of whitespace becomes a single space. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Cuts at a word boundary and marks the cut with an ellipsis; the result is at most `max` characters. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The first <img src="..."> in a piece of HTML, if any. */
export function firstImageSrc(html: string): string | null {
  const m = /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/i.exec(html.slice(0, MAX_INPUT));
  return m ? decode(m[1]) : null;
}
