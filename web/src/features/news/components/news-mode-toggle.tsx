import { Button, Flex } from '@chakra-ui/react';
import { Clock, Sparkles } from 'lucide-react';
import type { NewsMode } from '../news-view';

const MODES: { mode: NewsMode; label: string; icon: React.ReactNode }[] = [
  { mode: 'personalized', label: 'Personalized', icon: <Sparkles aria-hidden="true" /> },
  { mode: 'latest', label: 'Latest', icon: <Clock aria-hidden="true" /> },
];

/** Two pressed/unpressed buttons: Personalized (default) or Latest. */
export function NewsModeToggle({ mode, onChange }: { mode: NewsMode; onChange: (mode: NewsMode) => void }) {
  return (
    <Flex role="group" aria-label="News feed" bg="gray.100" p="1" borderRadius="full" gap="1" display="inline-flex">
      {MODES.map((m) => {
        const active = m.mode === mode;
        return (
          <Button
            key={m.mode}
            size="sm"
            borderRadius="full"
            aria-pressed={active}
            onClick={() => onChange(m.mode)}
            bg={active ? 'white' : 'transparent'}
            color={active ? 'brand.800' : 'gray.700'}
            boxShadow={active ? 'sm' : 'none'}
            _hover={{ bg: active ? 'white' : 'gray.200' }}
          >
            {m.icon}
            {m.label}
          </Button>
        );
      })}
    </Flex>
  );
}
