import { useId, useState } from 'react';
import { chakra, HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { earlyTap } from '../../../lib/early-taps';

interface Props {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
}

const starLabel = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/**
 * The 1-5 star rating input: native radio buttons under the stars, so arrow keys move between
 * them, each is announced as '1 star' ... '5 stars', and the group has a visible legend.
 */
export function StarInput({ value, onChange, disabled }: Props) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" disabled={disabled}>
      <chakra.legend fontWeight="semibold" fontSize="sm" color="gray.800" mb="1.5" p="0">
        Your rating
      </chakra.legend>
      <HStack gap="1" flexWrap="wrap" onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <chakra.label
            key={n}
            // The rider taps the star (the label), not its hidden radio.
            {...earlyTap(`star-${n}`)}
            cursor="pointer"
            // A thumb's 44 x 44 px around the 30 px star.
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="44px"
            minH="44px"
            borderRadius="md"
            color={n <= shown ? 'orange.500' : 'gray.400'}
            onMouseEnter={() => setHover(n)}
            css={{
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'var(--chakra-colors-brand-600)' },
            }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
              srOnly
            />
            <Star size={30} fill={n <= shown ? 'currentColor' : 'none'} aria-hidden="true" />
          </chakra.label>
        ))}
        <Text fontSize="sm" color="gray.600" ms="2" whiteSpace="nowrap" aria-hidden="true">
          {value > 0 ? starLabel(value) : 'Choose 1 to 5 stars'}
        </Text>
      </HStack>
    </chakra.fieldset>
  );
}
