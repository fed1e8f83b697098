import { Badge, type BadgeProps } from '@chakra-ui/react';

/** easy green, moderate yellow, hard red, anything else grey. */
const STYLES: Record<string, { bg: string; color: string }> = {
  easy: { bg: 'green.700', color: 'white' },
  moderate: { bg: 'yellow.300', color: 'gray.900' },
  hard: { bg: 'red.700', color: 'white' },
};
const OTHER = { bg: 'gray.600', color: 'white' };

export function difficultyLabel(difficulty: string): string {
  return difficulty ? difficulty[0].toUpperCase() + difficulty.slice(1) : 'Unknown';
}

export function DifficultyBadge({ difficulty, ...rest }: { difficulty: string } & BadgeProps) {
  const style = STYLES[difficulty] ?? OTHER;
  return (
    <Badge bg={style.bg} color={style.color} px="2.5" py="0.5" borderRadius="full" fontWeight="semibold" {...rest}>
      {difficultyLabel(difficulty)}
    </Badge>
  );
}
