import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { SlidersHorizontal, X } from 'lucide-react';
import { activeFilters } from '../active-filters';
import { useFilterStore } from '../store';
import { brandSolid } from '../../../config/brand-button';
import { earlyTap } from '../../../lib/early-taps';

/**
 * The phone's filters: a "Filters" button that opens a bottom sheet (a native modal <dialog>,
 * which traps focus and closes on Escape without a dialog library in the home chunk). Filters
 * apply as they change; the sheet's button says how many routes that leaves and closes it.
 */
export function FilterSheet({ count, children }: { count: number | undefined; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const active = activeFilters(useFilterStore((s) => s.filters)).length;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <Button
        type="button"
        minH="44px"
        {...brandSolid}
        {...earlyTap('filters')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" /> Filters{active > 0 && ` (${active})`}
      </Button>
      <chakra.dialog
        ref={ref}
        aria-labelledby="filter-sheet-title"
        onClose={() => setOpen(false)}
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
        m="0"
        mt="auto"
        p="0"
        w="100vw"
        maxW="100vw"
        maxH="85dvh"
        border="none"
        borderTopRadius="2xl"
        bg="bg.panel"
        color="fg"
        css={{ '&::backdrop': { background: 'rgba(0,0,0,0.45)' } }}
      >
        {open && (
          <Flex direction="column" maxH="85dvh">
            <Flex align="center" justify="space-between" px="4" py="2" borderBottomWidth="1px">
              <Text as="h2" id="filter-sheet-title" fontWeight="bold" fontSize="lg">
                Filter Trails
              </Text>
              <Button
                type="button"
                variant="ghost"
                minW="44px"
                minH="44px"
                aria-label="Close filters"
                onClick={() => setOpen(false)}
              >
                <X aria-hidden="true" />
              </Button>
            </Flex>
            <Box overflowY="auto" px="4" py="3" flex="1">
              {children}
            </Box>
            <Box px="4" py="3" borderTopWidth="1px">
              <Button type="button" w="full" minH="48px" {...brandSolid} onClick={() => setOpen(false)}>
                {count === undefined ? 'Show routes' : `Show ${count} ${count === 1 ? 'route' : 'routes'}`}
              </Button>
            </Box>
          </Flex>
        )}
      </chakra.dialog>
    </>
  );
}
