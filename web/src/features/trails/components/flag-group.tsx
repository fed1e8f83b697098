import { chakra, Flex } from '@chakra-ui/react';
import type { FlagFilter } from '@trailfinder/shared-types';
import { CheckOption } from '../../../components/check-option';
import { useFilterStore } from '../store';

/** A fieldset of yes/no filters (facilities or rider types). */
export function FlagGroup({
  legend,
  labels,
  hint,
}: {
  legend: string;
  labels: Partial<Record<FlagFilter, string>>;
  /** A line under the options saying how they choose. */
  hint?: string;
}) {
  const filters = useFilterStore((s) => s.filters);
  const setFilter = useFilterStore((s) => s.setFilter);
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="semibold" fontSize="sm" color="gray.700" mb="2">
        {legend}
      </chakra.legend>
      <Flex wrap="wrap" gap="2">
        {(Object.entries(labels) as [FlagFilter, string][]).map(([flag, label]) => (
          <CheckOption
            key={flag}
            name={flag}
            label={label}
            checked={filters[flag]}
            onChange={(v) => setFilter(flag, v)}
          />
        ))}
      </Flex>
      {hint && (
        <chakra.p fontSize="xs" color="gray.600" mt="2">
          {hint}
        </chakra.p>
      )}
    </chakra.fieldset>
  );
}
