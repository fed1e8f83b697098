import type { MaskIconName } from '../config/icon-masks-css';

/**
 * An icon drawn by the stylesheet (`virtual:icon-masks.css`, decision 092): one empty element in
 * the text's colour, hidden from assistive technology like every decorative icon. For icons
 * repeated down the home list (its trail cards and house banners); elsewhere lucide-react's
 * components as usual.
 */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name}${className ? ` ${className}` : ''}`} />;
}
