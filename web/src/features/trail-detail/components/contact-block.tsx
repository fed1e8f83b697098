import type { ReactNode } from 'react';
import { Globe, Mail, Phone, Contact } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import { safeWebsite } from '../trail-facts';
import css from './contact-block.module.css';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={css.row}>
      <div className={css.icon} aria-hidden="true">
        {icon}
      </div>
      <div className={css.value}>{children}</div>
    </li>
  );
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const displayHost = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Contact details: e-mail (mailto), phone (tel) and website (http/https links only). */
export function ContactBlock({ route }: { route: Pick<Trail, 'contactEmail' | 'contactPhone' | 'website'> }) {
  const email = route.contactEmail?.trim();
  const phone = route.contactPhone?.trim();
  const website = safeWebsite(route.website);
  return (
    <ContentCard title="Contact" icon={<Contact size={22} />}>
      {!email && !phone && !website ? (
        <p className={css.muted}>No contact details are listed for this trail.</p>
      ) : (
        <ul className={css.list}>
          {email && (
            <Row icon={<Mail size={18} />}>
              <a href={`mailto:${email}`} className={css.link}>
                {email}
              </a>
            </Row>
          )}
          {phone && (
            <Row icon={<Phone size={18} />}>
              <a href={tel(phone)} className={css.link}>
                {phone}
              </a>
            </Row>
          )}
          {website && (
            <Row icon={<Globe size={18} />}>
              <a href={website} target="_blank" rel="noopener noreferrer" className={css.link}>
                {displayHost(website)}
                <span className={css.srOnly}> (opens in a new tab)</span>
              </a>
            </Row>
          )}
        </ul>
      )}
    </ContentCard>
  );
}
