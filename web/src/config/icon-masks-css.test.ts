import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Heart, Star } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { MaskIcon } from '../components/mask-icon';
import { iconMasksCss, MASK_ICONS } from './icon-masks-css';

/** The SVG a `.icon-<name>` rule draws, decoded from its data URL. */
function drawingOf(css: string, name: string): string {
  const rule = new RegExp(`\\.icon-${name}\\{--icon:url\\("data:image/svg\\+xml,([^"]*)"\\)\\}`).exec(css);
  if (!rule) throw new Error(`no rule for ${name}`);
  return decodeURIComponent(rule[1]!);
}
const pathsOf = (svg: string) => [...svg.matchAll(/ d=["']([^"']+)["']/g)].map((m) => m[1]);

describe('the icons drawn by the stylesheet', () => {
  const css = iconMasksCss();

  it("draws each card icon with lucide-react's own shape", () => {
    for (const name of Object.keys(MASK_ICONS)) expect(drawingOf(css, name)).toMatch(/^<svg [^>]*viewBox='0 0 24 24'/);
    expect(pathsOf(drawingOf(css, 'heart'))).toEqual(pathsOf(renderToStaticMarkup(createElement(Heart))));
    expect(pathsOf(drawingOf(css, 'star-filled'))).toEqual(pathsOf(renderToStaticMarkup(createElement(Star))));
  });

  it('fills the chosen heart and the star, and leaves the plain heart an outline', () => {
    expect(drawingOf(css, 'heart-filled')).toContain("fill='black'");
    expect(drawingOf(css, 'star-filled')).toContain("fill='black'");
    expect(drawingOf(css, 'heart')).toContain("fill='none'");
  });

  it("paints the icon's box in the text colour through the shape", () => {
    expect(css).toMatch(/\.icon\{[^}]*background-color:currentColor[^}]*mask:var\(--icon\)/);
  });

  it('is one empty element hidden from assistive technology', () => {
    const html = renderToStaticMarkup(createElement(MaskIcon, { name: 'route', className: 'x' }));
    expect(html).toBe('<span aria-hidden="true" class="icon icon-route x"></span>');
  });
});
