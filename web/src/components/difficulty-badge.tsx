import { Badge, type BadgeProps } from '@chakra-ui/react';
import { DIFFICULTY_COLOURS, OTHER_DIFFICULTY } from './badge-colours';

export function difficultyLabel(difficulty: string): string {
  return difficulty ? difficulty[0].toUpperCase() + difficulty.slice(1) : 'Unknown';
}

export function DifficultyBadge({ difficulty, ...rest }: { difficulty: string } & BadgeProps) {
  const style = DIFFICULTY_COLOURS[difficulty] ?? OTHER_DIFFICULTY;
  return (
    <Badge bg={style.bg} color={style.color} px="2.5" py="0.5" borderRadius="full" fontWeight="semibold" {...rest}>
      {difficultyLabel(difficulty)}
    </Badge>
  );
}
