import { House, Info, Map, Route as RouteIcon } from 'lucide-react';
import { BOTTOM_NAV_HEIGHT_PX } from '../../config/layout';
import type { HomeAnchor } from '../../lib/scroll';
import { AnchorLink } from './anchor-link';
import css from './bottom-nav.module.css';

const ITEMS: { label: string; anchor: HomeAnchor | ''; icon: React.ReactNode }[] = [
  { label: 'Home', anchor: '', icon: <House size={20} /> },
  { label: 'Map', anchor: 'map', icon: <Map size={20} /> },
  { label: 'Routes', anchor: 'routes', icon: <RouteIcon size={20} /> },
  { label: 'About', anchor: 'about', icon: <Info size={20} /> },
];

/** The links' height, from config/layout.ts (the toasts sit above it): one source for both. */
const HEIGHT = { '--bottom-nav-height': `${BOTTOM_NAV_HEIGHT_PX}px` } as React.CSSProperties;

/** Phone-only tab bar: Home, Map, Routes, About scroll to #, #map, #routes, #about. */
export function BottomNav() {
  return (
    <nav aria-label="Quick" className={css.nav} style={HEIGHT}>
      <ul className={css.list}>
        {ITEMS.map((item) => (
          <li key={item.label} className={css.item}>
            <AnchorLink anchor={item.anchor} className={css.link}>
              <span aria-hidden="true">{item.icon}</span>
              {item.label}
            </AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
