import { useId, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { CARD_DESCRIPTION_LIMIT } from '@trailfinder/shared-types/rules';
import { isTruncated, truncate } from '../../../lib/truncate';

/** Card text: in full, or cut at 100 characters with a More/Less toggle. */
export function TrailDescription({ text, full }: { text: string; full: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = !full && isTruncated(text, CARD_DESCRIPTION_LIMIT);
  return (
    <Text id={id} color="gray.700" fontSize="sm" lineHeight="tall">
      {long && !expanded ? truncate(text, CARD_DESCRIPTION_LIMIT) : text}{' '}
      {long && (
        <Button
          variant="plain"
          size="xs"
          // The button recipe's 44 x 44 px tap target, centred on the line of text.
          px="1"
          verticalAlign="middle"
          color="brand.700"
          fontWeight="semibold"
          textDecoration="underline"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? 'Less' : 'More'}
        </Button>
      )}
    </Text>
  );
}
