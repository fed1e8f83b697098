import { lazy, Suspense, useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import ColorModeButton from '../../components/color-mode-button';
import { WithChakra } from '../../components/with-chakra';
import { BRAND } from '../../config/app-config';
import { InstallButton } from '../../features/pwa/components/install-button';
import { shouldOfferIosInstallHint } from '../../features/pwa/ios-install';
import { HEADER_NAV } from './nav-items';
import { NavLinkItem } from './nav-link-item';
import css from './site-header.module.css';

// Only iOS Safari gets the how-to, so only there is its code downloaded.
const IosInstallHint = lazy(() =>
  import('../../features/pwa/components/ios-install-hint').then((m) => ({ default: m.IosInstallHint })),
);
const offerIosHint = shouldOfferIosInstallHint();

const MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // A navigation (including Back) closes the menu.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={css.header}>
      <div className={css.bar}>
        <RouterLink to="/" aria-label={`${BRAND.name} home`} className={css.brand}>
          <BrandLogo size={36} />
          <span className={css.brandName}>{BRAND.name}</span>
        </RouterLink>
        <nav aria-label="Main" className={css.wideNav}>
          <ul className={css.wideList}>
            {HEADER_NAV.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.actions}>
          <InstallButton />
          {offerIosHint && (
            <Suspense fallback={null}>
              <WithChakra>
                <IosInstallHint />
              </WithChakra>
            </Suspense>
          )}
          <ColorModeButton />
          <button
            type="button"
            className={css.menuButton}
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      <nav id={MENU_ID} aria-label="Main menu" hidden={!open} className={css.menu}>
        <ul className={css.menuList}>
          {HEADER_NAV.map((item) => (
            <li key={item.label}>
              <NavLinkItem item={item} onChosen={() => setOpen(false)} block />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
