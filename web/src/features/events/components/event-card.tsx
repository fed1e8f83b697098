import { memo } from 'react';
import { CalendarDays, ExternalLink, MapPin } from 'lucide-react';
import { RACE_TYPE_LABELS } from '@trailfinder/shared-types/rules';
import type { Event } from '@trailfinder/shared-types';
import { formatEventDate, relativeEventTime } from '../event-dates';
import { badgeStyle } from '../../../components/badge-style';
import { safeExternalUrl } from '../../../lib/safe-url';
import css from './event-card.module.css';

const DIFFICULTY_STYLES: Record<Event['difficulty'], { bg: string; color: string }> = {
  beginner: { bg: 'green.100', color: 'green.800' },
  intermediate: { bg: 'blue.100', color: 'blue.800' },
  advanced: { bg: 'orange.100', color: 'orange.800' },
  expert: { bg: 'red.100', color: 'red.800' },
};

const capitalise = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** 'Jan 18, 2027' and 'in 2 months'; an unreadable date is logged and shown as to be confirmed. */
function eventWhen(iso: string): { date: string; relative: string } {
  try {
    return { date: formatEventDate(iso), relative: relativeEventTime(iso) };
  } catch (err) {
    console.warn('Could not show an event date', iso, err);
    return { date: 'Date to be confirmed', relative: '' };
  }
}

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{value}</dd>
    </div>
  );
}

export const EventCard = memo(function EventCard({ event }: { event: Event }) {
  const { date, relative } = eventWhen(event.eventDate);
  const registration = safeExternalUrl(event.registrationUrl);
  const difficulty = DIFFICULTY_STYLES[event.difficulty] ?? { bg: 'gray.100', color: 'gray.800' };
  const titleId = `event-${event.id}-title`;
  return (
    <article aria-labelledby={titleId} data-testid="event-card" className={css.card}>
      <div className={css.when}>
        <CalendarDays size={16} aria-hidden="true" />
        <time dateTime={event.eventDate}>{date}</time>
        {relative && <span className={css.relative}>· {relative}</span>}
      </div>
      <div>
        <h3 id={titleId} className={css.title}>
          {event.name}
        </h3>
        <div className={css.place}>
          <MapPin size={14} aria-hidden="true" />
          <p>
            {event.location}, {event.province}
          </p>
        </div>
      </div>
      <div className={css.badges}>
        <span className={`${css.badge} ${css.typeBadge}`}>{event.eventType}</span>
        <span className={`${css.badge} ${css.raceBadge}`}>
          {RACE_TYPE_LABELS[event.raceType] ?? capitalise(event.raceType)}
        </span>
        <span className={css.badge} style={badgeStyle(difficulty)}>
          {capitalise(event.difficulty)}
        </span>
      </div>
      {event.description && <p className={css.description}>{event.description}</p>}
      <dl className={css.facts}>
        <Fact label="Distance" value={event.distance} />
        <Fact label="Entry fee" value={event.entryFee} />
      </dl>
      {registration && (
        <a href={registration} target="_blank" rel="noopener noreferrer" className={css.register}>
          Register
          <span className={css.srOnly}>for {event.name} (opens in a new tab)</span>
          <ExternalLink size={14} aria-hidden="true" />
        </a>
      )}
    </article>
  );
});
