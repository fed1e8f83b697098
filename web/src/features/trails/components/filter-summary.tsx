import { Button, Flex, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { activeFilters, withoutFilter } from '../active-filters';
import { useFilterStore } from '../store';

/**
 * "N routes" and one chip per active filter (each removes that filter): stays at the top of the
 * results, so a rider sees what a change did without scrolling past the map.
 */
export function FilterSummary({ count, children }: { count: number | undefined; children?: React.ReactNode }) {
  const filters = useFilterStore((s) => s.filters);
  const replaceFilters = useFilterStore((s) => s.replaceFilters);
  const chips = activeFilters(filters);
  return (
    <Flex data-testid="filter-summary" align="center" gap="2" wrap="wrap">
      {children}
      <Text as="span" role="status" fontWeight="semibold" color="fg" mr="1">
        {count === undefined ? 'Loading routes...' : `${count} ${count === 1 ? 'route' : 'routes'}`}
      </Text>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          type="button"
          size="sm"
          minH="44px"
          variant="outline"
          borderRadius="full"
          borderColor="brand.700"
          color="brand.800"
          aria-label={`Remove filter: ${chip.label}`}
          onClick={() => replaceFilters(withoutFilter(filters, chip.key))}
        >
          {chip.label} <X aria-hidden="true" />
        </Button>
      ))}
    </Flex>
  );
}
