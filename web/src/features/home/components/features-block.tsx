import type { ReactNode } from 'react';
import { Heart, Map, MapPinned, WifiOff } from 'lucide-react';
import { SectionHeader } from '../../../components/section-header';
import css from './features-block.module.css';

const FEATURES = [
  {
    icon: <MapPinned />,
    title: 'All Nine Provinces',
    text: 'From the Cape winelands to the Limpopo bushveld, every trail in one directory.',
  },
  {
    icon: <Map />,
    title: 'Interactive Map',
    text: 'See trailheads on the map and filter by difficulty, distance and facilities.',
  },
  {
    icon: <WifiOff />,
    title: 'Works Off-Grid',
    text: 'Trails are saved on your device, so they are there at the trailhead without signal.',
  },
  {
    icon: <Heart />,
    title: 'Your Favourites',
    text: 'Keep a shortlist of trails to ride, stored privately on this device.',
  },
];

/** Why ride with us, plus the featured videos block. */
export function FeaturesBlock({ videos }: { videos: ReactNode }) {
  return (
    <section aria-labelledby="features-title" className={css.section}>
      <div className={css.inner}>
        <SectionHeader
          id="features-title"
          title="Everything You Need to Ride"
          subtitle="Plan your next ride with trail details, maps and videos from the South African MTB community."
        />
        <div className={css.grid}>
          {FEATURES.map((f) => (
            <div key={f.title} className={css.card}>
              <div className={css.icon} aria-hidden="true">
                {f.icon}
              </div>
              <h3 className={css.title}>{f.title}</h3>
              <p className={css.text}>{f.text}</p>
            </div>
          ))}
        </div>
        {videos}
      </div>
    </section>
  );
}
