import { DIFFICULTY_COLOURS, OTHER_DIFFICULTY } from './badge-colours';
import { badgeStyle } from './badge-style';
import css from './common.module.css';

export function difficultyLabel(difficulty: string): string {
  return difficulty ? difficulty[0].toUpperCase() + difficulty.slice(1) : 'Unknown';
}

/** The difficulty as a round badge: a plain span, its colours from badge-colours.ts. */
export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  const style = DIFFICULTY_COLOURS[difficulty] ?? OTHER_DIFFICULTY;
  return (
    <span className={`${css.badge} ${css.difficulty} ${className ?? ''}`} style={badgeStyle(style)}>
      {difficultyLabel(difficulty)}
    </span>
  );
}
