import { useMemo, useState } from 'react';
import { ChevronDown, LocateFixed } from 'lucide-react';
import { NEAR_RADII_KM, type NearRadiusKm } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { earlyTap } from '../../../lib/early-taps';
import { useNearMeStore } from '../../../lib/near-me-store';
import { townsFromTrails } from '../towns';
import css from './near-me-control.module.css';

type Step = 'idle' | 'explain' | 'asking' | 'towns';

/**
 * "Near me": explains first, then asks the phone for its position once. Denied (or no fix): a
 * town picker instead. Then the list is sorted by distance and a radius (10/25/50/100 km) applies.
 */
export function NearMeControl({ trails }: { trails: readonly Trail[] }) {
  const { origin, radiusKm, setOrigin, setRadius } = useNearMeStore();
  const [step, setStep] = useState<Step>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const towns = useMemo(() => townsFromTrails(trails), [trails]);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProblem('This browser cannot share a location. Pick a town instead.');
      setStep('towns');
      return;
    }
    setStep('asking');
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setOrigin({ lat: p.coords.latitude, lng: p.coords.longitude, label: 'your location' });
        setStep('idle');
      },
      (err) => {
        setProblem(
          err.code === err.PERMISSION_DENIED
            ? 'Location access was denied. Pick a town instead.'
            : 'Your location could not be found. Pick a town instead.',
        );
        setStep('towns');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <section aria-label="Near me" className={css.section}>
      <div className={css.panel}>
        <div className={css.row}>
          <button
            type="button"
            {...earlyTap('near-me')}
            className={origin ? css.solidGreen : css.outlineGreen}
            onClick={() => setStep(origin ? 'idle' : 'explain')}
            aria-expanded={step !== 'idle'}
          >
            <LocateFixed size={18} aria-hidden="true" /> Near me
          </button>
          {origin && (
            <>
              <p className={css.text} role="status">
                Sorted by distance from {origin.label}
              </p>
              <div className={css.selectRoot}>
                <select
                  aria-label="Distance"
                  className={css.select}
                  value={radiusKm ?? ''}
                  onChange={(e) =>
                    setRadius(e.currentTarget.value ? (Number(e.currentTarget.value) as NearRadiusKm) : null)
                  }
                >
                  <option value="">Any distance</option>
                  {NEAR_RADII_KM.map((r) => (
                    <option key={r} value={r}>
                      Within {r} km
                    </option>
                  ))}
                </select>
                <div className={css.indicator} aria-hidden="true">
                  <ChevronDown />
                </div>
              </div>
              <button type="button" className={css.ghost} onClick={() => setOrigin(null)}>
                Clear
              </button>
            </>
          )}
        </div>
        {step === 'explain' && (
          <div className={css.step}>
            <p className={css.text}>
              To sort trails by distance, your phone is asked for its location once. It stays on this device: it is not
              stored or sent to us.
            </p>
            <div className={css.actions}>
              <button type="button" className={`${css.solidGreen} ${css.small}`} onClick={locate}>
                Use my location
              </button>
              <button type="button" className={`${css.outline} ${css.small}`} onClick={() => setStep('towns')}>
                Pick a town instead
              </button>
            </div>
          </div>
        )}
        {step === 'asking' && <p className={css.text}>Finding your location…</p>}
        {step === 'towns' && (
          <div className={css.step}>
            {problem && (
              <p className={css.problem} role="alert">
                {problem}
              </p>
            )}
            <div className={`${css.selectRoot} ${css.townRoot}`}>
              <select
                aria-label="Town"
                className={css.select}
                defaultValue=""
                onChange={(e) => {
                  const town = towns.find((t) => t.name === e.currentTarget.value);
                  if (!town) return;
                  setOrigin({ lat: town.lat, lng: town.lng, label: town.name });
                  setStep('idle');
                }}
              >
                <option value="" disabled>
                  Pick a town
                </option>
                {towns.map((t) => (
                  <option key={t.name} value={t.name}>
                    {t.name}
                  </option>
                ))}
              </select>
              <div className={css.indicator} aria-hidden="true">
                <ChevronDown />
              </div>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
