import type { ReactNode } from 'react';
import { BookOpen, CalendarCheck, CloudSun, Gauge, Hammer, Mountain, ShieldCheck } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import { expectationText, maintenanceText, ridingConditionsText, safetyNotes, terrainText } from '../trail-copy';
import css from './trail-story.module.css';

function Topic({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className={css.topic}>
      <span className={css.topicIcon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3 className={css.topicTitle}>{title}</h3>
        <div className={css.topicText}>{children}</div>
      </div>
    </div>
  );
}

export function AboutTrail({ description }: { description: string }) {
  return (
    <ContentCard title="About This Trail" icon={<BookOpen size={22} />}>
      <p className={css.description}>{description}</p>
    </ContentCard>
  );
}

export function TrailExperience({ route }: { route: Pick<Trail, 'features' | 'difficulty'> }) {
  return (
    <ContentCard title="Trail Experience" icon={<Mountain size={22} />}>
      <div className={css.topics}>
        <Topic icon={<Mountain size={18} />} title="Terrain">
          {terrainText(route.features)}
        </Topic>
        <Topic icon={<Gauge size={18} />} title="What to expect">
          {expectationText(route.difficulty)}
        </Topic>
      </div>
    </ContentCard>
  );
}

export function PlanningVisit({ route }: { route: Pick<Trail, 'features' | 'province'> }) {
  return (
    <ContentCard title="Planning Your Visit" icon={<CalendarCheck size={22} />}>
      <div className={css.topics}>
        <Topic icon={<CloudSun size={18} />} title="Riding conditions">
          {ridingConditionsText(route.province)}
        </Topic>
        <Topic icon={<Hammer size={18} />} title="Trail maintenance">
          {maintenanceText(route.features)}
        </Topic>
        <Topic icon={<ShieldCheck size={18} />} title="Safety notes">
          <ul className={css.notes}>
            {safetyNotes(route.features).map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Topic>
      </div>
    </ContentCard>
  );
}
