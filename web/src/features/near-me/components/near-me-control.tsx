import { useMemo, useState } from 'react';
import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LocateFixed } from 'lucide-react';
import { NEAR_RADII_KM, type NearRadiusKm } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { earlyTap } from '../../../lib/early-taps';
import { useNearMeStore } from '../../../lib/near-me-store';
import { townsFromTrails } from '../towns';

type Step = 'idle' | 'explain' | 'asking' | 'towns';

/**
 * The solid green buttons: Chakra's green solid is white on green.600 (3.3:1 light, 1.7:1 dark).
 * green.700 with the `white` token, which the dark palette turns dark, reads in both modes.
 */
const solidGreen = { bg: 'green.700', color: 'white', _hover: { bg: 'green.800' } } as const;

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
    <Box as="section" aria-label="Near me" maxW="7xl" mx="auto" px="4" pt="4">
      <Stack gap="3" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="4">
        <HStack gap="3" flexWrap="wrap">
          <Button
            {...earlyTap('near-me')}
            colorPalette="green"
            variant={origin ? 'solid' : 'outline'}
            {...(origin && solidGreen)}
            onClick={() => setStep(origin ? 'idle' : 'explain')}
            aria-expanded={step !== 'idle'}
          >
            <LocateFixed size={18} aria-hidden="true" /> Near me
          </Button>
          {origin && (
            <>
              <Text fontSize="sm" role="status">
                Sorted by distance from {origin.label}
              </Text>
              <NativeSelect.Root size="sm" width="auto">
                <NativeSelect.Field
                  aria-label="Distance"
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
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Button size="sm" variant="ghost" onClick={() => setOrigin(null)}>
                Clear
              </Button>
            </>
          )}
        </HStack>
        {step === 'explain' && (
          <Stack gap="2">
            <Text fontSize="sm">
              To sort trails by distance, your phone is asked for its location once. It stays on this device: it is not
              stored or sent to us.
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Button size="sm" colorPalette="green" {...solidGreen} onClick={locate}>
                Use my location
              </Button>
              <Button size="sm" variant="outline" onClick={() => setStep('towns')}>
                Pick a town instead
              </Button>
            </HStack>
          </Stack>
        )}
        {step === 'asking' && <Text fontSize="sm">Finding your location…</Text>}
        {step === 'towns' && (
          <Stack gap="2">
            {problem && (
              <Text fontSize="sm" color="orange.800" role="alert">
                {problem}
              </Text>
            )}
            <NativeSelect.Root size="sm" maxW="xs">
              <NativeSelect.Field
                aria-label="Town"
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
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
