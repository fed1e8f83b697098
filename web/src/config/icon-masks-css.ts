import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArrowRight,
  CalendarDays,
  Clapperboard,
  Heart,
  MapPin,
  Mountain,
  Route,
  Star,
  type LucideProps,
} from 'lucide-react';

/**
 * The icons drawn by CSS instead of by a component (decision 092): the ones repeated on every
 * trail card of the home list (~480) and on its house banners (~45). Each is lucide-react's own
 * drawing, rendered here at build time and kept in the stylesheet as a mask, so a card's icon is
 * one empty element that the browser paints in the text's colour: no component to run, no SVG to
 * parse, lay out or hydrate.
 * `-filled`: the same drawing filled, for the chosen heart and the rating's star.
 */
export const MASK_ICONS = {
  'map-pin': [MapPin],
  route: [Route],
  mountain: [Mountain],
  'arrow-right': [ArrowRight],
  'star-filled': [Star, { fill: 'black' }],
  heart: [Heart],
  'heart-filled': [Heart, { fill: 'black' }],
  // The home list's house banners, one every six cards.
  'calendar-days': [CalendarDays],
  clapperboard: [Clapperboard],
} satisfies Record<string, [ComponentType<LucideProps>, LucideProps?]>;

export type MaskIconName = keyof typeof MASK_ICONS;

/** An SVG as a CSS url(): only the characters a data URL or the quotes need are escaped. */
const cssUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg.replace(/"/g, "'").replace(/[%#<>\n]/g, encodeURIComponent)}")`;

/**
 * The stylesheet (vite.config.ts makes it `virtual:icon-masks.css`): `.icon` paints its box in
 * `currentColor` through the icon's shape; `.icon-<name>` names the shape. 16 px unless the
 * component's own class sizes it. In forced colours the icon keeps the forced text colour.
 */
export function iconMasksCss(): string {
  const shapes = Object.entries(MASK_ICONS).map(([name, [Icon, props]]) => {
    const svg = renderToStaticMarkup(createElement(Icon, { ...props, color: 'black' }));
    return `.icon-${name}{--icon:${cssUrl(svg)}}`;
  });
  return [
    '.icon{display:inline-block;flex:none;width:16px;height:16px;background-color:currentColor;' +
      'forced-color-adjust:none;-webkit-mask:var(--icon) center/100% 100% no-repeat;' +
      'mask:var(--icon) center/100% 100% no-repeat}',
    ...shapes,
  ].join('\n');
}
