import { useState } from 'react';
import { Alert, Box, Button, chakra, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { TrackImportResponse, Trail } from '@trailfinder/shared-types';
import { getJson, HttpError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query/query-keys';
import { adminTrackApi } from '../api';
import { TrackFigures } from './track-figures';
import { TrackOutline } from './track-outline';

const reason = (err: unknown) =>
  err instanceof HttpError ? (err.serverMessage ?? err.message) : 'The server could not be reached.';

type Step =
  | { kind: 'idle' }
  | { kind: 'busy'; what: string }
  | { kind: 'preview'; file: File; result: TrackImportResponse }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/**
 * The admin's "Tracks" tab: pick a trail (and, when it has route variants, the whole trail or one
 * variant) and a GPX file, see what was understood of it (figures, the line's shape, what was
 * cleaned) before saving it; or delete that track.
 */
export default function AdminTracksPanel() {
  const trails = useQuery({
    queryKey: queryKeys.admin.trails,
    queryFn: () => getJson<Trail[]>('/api/admin/routes'),
  });
  const [trailId, setTrailId] = useState<number | null>(null);
  // null: the whole trail; else the name of one of its route variants (the API's ?variant=).
  const [variant, setVariant] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const id = trailId ?? trails.data?.[0]?.id ?? null;
  const variants = trails.data?.find((t) => t.id === id)?.routeVariants ?? [];

  const run = async (what: string, job: () => Promise<Step>) => {
    setStep({ kind: 'busy', what });
    setStep(await job().catch((err: unknown) => ({ kind: 'error', message: reason(err) }) as Step));
  };
  const preview = (file: File) =>
    id !== null &&
    run('Reading the file...', async () => ({
      kind: 'preview',
      file,
      result: await adminTrackApi.preview(id, file, variant),
    }));
  const save = (file: File) =>
    id !== null &&
    run('Saving the track...', async () => {
      await adminTrackApi.save(id, file, variant);
      return { kind: 'done', message: variant ? `Track saved for the "${variant}" variant.` : 'Track saved.' };
    });
  const remove = () =>
    id !== null &&
    run('Deleting the track...', async () => {
      await adminTrackApi.remove(id, variant);
      return { kind: 'done', message: variant ? `Track deleted for the "${variant}" variant.` : 'Track deleted.' };
    });

  return (
    <Stack gap="4" maxW="2xl">
      <Heading as="h2" size="xl">
        Trail Tracks (GPX)
      </Heading>
      <Text color="gray.600" fontSize="sm">
        Import a GPX 1.0 or 1.1 file (up to 10 MB) recorded or planned on the trail. You see what was read before it is
        saved.
      </Text>
      <Box>
        <chakra.label htmlFor="track-trail" fontWeight="medium" fontSize="sm">
          Trail
        </chakra.label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="track-trail"
            value={id ?? ''}
            onChange={(e) => {
              setTrailId(Number(e.currentTarget.value));
              setVariant(null);
              setStep({ kind: 'idle' });
            }}
          >
            {trails.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
      {variants.length > 0 && (
        <Box>
          <chakra.label htmlFor="track-variant" fontWeight="medium" fontSize="sm">
            Route variant
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="track-variant"
              value={variant ?? ''}
              onChange={(e) => {
                setVariant(e.currentTarget.value || null);
                setStep({ kind: 'idle' });
              }}
            >
              <option value="">Whole trail</option>
              {variants.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
      )}
      <Box>
        <chakra.label htmlFor="track-file" fontWeight="medium" fontSize="sm" display="block">
          GPX file
        </chakra.label>
        <input
          id="track-file"
          type="file"
          accept=".gpx,application/gpx+xml"
          disabled={id === null}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (file) void preview(file);
          }}
        />
      </Box>
      <HStack>
        <Button
          size="sm"
          minH="44px"
          variant="outline"
          colorPalette="red"
          disabled={id === null}
          onClick={() => void remove()}
        >
          Delete track
        </Button>
      </HStack>

      <Box aria-live="polite">
        {step.kind === 'busy' && <Text role="status">{step.what}</Text>}
        {step.kind === 'done' && <Text role="status">{step.message}</Text>}
        {step.kind === 'error' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{step.message}</Alert.Title>
          </Alert.Root>
        )}
        {step.kind === 'preview' && (
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="track-preview">
            <Heading as="h3" size="md">
              What the file holds
            </Heading>
            <TrackFigures properties={step.result.track.properties} />
            <Text fontSize="sm">
              {step.result.summary.segments} segment(s), {step.result.summary.points.kept} of{' '}
              {step.result.summary.points.inFile} points kept, {step.result.summary.points.display} on the map line.
              Elevation: {step.result.summary.elevationSource}.
            </Text>
            {step.result.notes.map((n) => (
              <Text key={n} fontSize="sm" color="orange.700">
                {n}
              </Text>
            ))}
            <TrackOutline feature={step.result.track} />
            <HStack>
              <Button size="sm" onClick={() => void save(step.file)}>
                Save track
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setStep({ kind: 'idle' })}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
