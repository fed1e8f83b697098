import { chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { PAY_METHOD_LABELS, PAY_METHODS } from '@trailfinder/shared-types/rules';
import type { formControls } from './form-controls';
import type { TrailField, TrailFormValues } from '../trail-form';

const PERMIT_OPTIONS = [
  { value: '', label: 'Not known yet' },
  { value: 'yes', label: 'Needed' },
  { value: 'no', label: 'Not needed' },
];
const PAY_OPTIONS = PAY_METHODS.map((m) => ({ value: m, label: PAY_METHOD_LABELS[m] }));

/**
 * The park's access card in the trail form (decisions 077, 078). Empty means "not known yet" on
 * the trail page; the shared schema's words (and the server's 400) show beside each field.
 */
export function TrailAccessFields({
  c,
  sources,
}: {
  c: ReturnType<typeof formControls<TrailFormValues, TrailField>>;
  sources: readonly string[];
}) {
  return (
    <chakra.fieldset borderTopWidth="1px" borderColor="gray.200" pt="4" minW="0">
      <chakra.legend fontWeight="bold" fontSize="md" color="gray.800" px="1">
        Access card
      </chakra.legend>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {c.select('accessPermitRequired', 'Permit or day pass', PERMIT_OPTIONS)}
          {c.text(
            'accessPriceRand',
            'Price (rand)',
            { inputMode: 'decimal', placeholder: 'e.g. 80; 0 if free' },
            { helper: 'A day of riding, in rand; 0 means free to ride' },
          )}
          {c.text('accessPayUrl', 'Payment link', { type: 'url', inputMode: 'url', placeholder: 'https://...' })}
          {c.text('accessPayNote', 'Payment note', { placeholder: 'e.g. Permits at the Merry Pebbles office' })}
          {c.text(
            'accessOpeningHours',
            'Opening hours',
            { placeholder: '06:00-18:00' },
            { helper: 'Daily, South African time, written like 06:00-18:00' },
          )}
          {c.text('accessEmergencyPhone', 'Emergency number', { type: 'tel', inputMode: 'tel' })}
        </SimpleGrid>
        {c.checks('accessPayAt', 'Where to pay', PAY_OPTIONS)}
        {c.textarea('accessRules', 'Rules worth knowing (one a line)', 3)}
        {sources.length > 0 && (
          <chakra.p fontSize="sm" color="gray.600">
            Seeded from the trail&apos;s description: &ldquo;{sources.join(' ')}&rdquo; (kept with the card)
          </chakra.p>
        )}
      </Stack>
    </chakra.fieldset>
  );
}
