import { memo } from 'react';
import { Mail } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { CookiePreferencesButton } from '../../features/consent/components/cookie-preferences-button';
import { BRAND } from '../../config/app-config';
import { useServerConfig } from '../../lib/server-config';
import { SocialIcon, type SocialNetwork } from './social-icons';
import css from './site-footer.module.css';

const LEGAL = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'About Us', to: '/about-us' },
];
const SOCIAL: { network: SocialNetwork; href: string }[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
];

/**
 * The contact address, from the server's settings: on its own, so the settings arriving after the
 * page has started re-render this line and not the whole footer (a render that blocks the page).
 */
function FooterContact() {
  const { contactEmail } = useServerConfig();
  return contactEmail ? (
    <a href={`mailto:${contactEmail}`} className={`${css.link} ${css.contact}`}>
      <Mail size={16} aria-hidden="true" /> {contactEmail}
    </a>
  ) : (
    <p className={css.small}>Contact details appear once you are online.</p>
  );
}

/** The same on every page: memoised, so the layout's own updates do not render it again. */
export const SiteFooter = memo(function SiteFooter() {
  return (
    <footer className={`light ${css.footer}`}>
      <div className={css.columns}>
        <div>
          <div className={css.brand}>
            <BrandLogo size={32} />
            <p className={css.brandName}>{BRAND.name}</p>
          </div>
          <p className={`${css.small} ${css.about}`}>
            The mountain bike trail directory for South Africa: trails, maps, events and videos from all nine provinces,
            saved on your device for riding off-grid.
          </p>
        </div>
        <div>
          <h2 className={css.heading}>Contact</h2>
          <FooterContact />
          <div className={css.social}>
            {SOCIAL.map((s) => (
              <a key={s.network} href={s.href} aria-label={s.network} className={`${css.link} ${css.socialLink}`}>
                <SocialIcon network={s.network} />
              </a>
            ))}
          </div>
        </div>
        <nav aria-label="Legal">
          <h2 className={css.heading}>Legal</h2>
          <ul className={css.legal}>
            {LEGAL.map((l) => (
              <li key={l.to}>
                <RouterLink to={l.to} className={css.link}>
                  {l.label}
                </RouterLink>
              </li>
            ))}
            <li>
              <CookiePreferencesButton className={`${css.link} ${css.button}`} noteClassName={css.note} />
            </li>
          </ul>
        </nav>
      </div>
      <p className={css.copyright}>
        © {new Date().getFullYear()} {BRAND.name}. Ride safe, wear a helmet.
      </p>
    </footer>
  );
});
