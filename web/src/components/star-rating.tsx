import { Star } from 'lucide-react';

/** Whole stars shown for a rating: floored, clamped to 0-5 (rating as 5 floored stars). */
export function filledStars(rating: number): number {
  return Number.isFinite(rating) ? Math.min(5, Math.max(0, Math.floor(rating))) : 0;
}

interface Props {
  rating: number;
  size?: number;
  /** Read out instead of the stars; defaults to 'Rated N out of 5'. */
  label?: string;
}

const ROW = { display: 'flex', alignItems: 'center', gap: '0.125rem' } as const;

/** Five stars, the first `floor(rating)` filled. Display only. */
export function StarRating({ rating, size = 18, label }: Props) {
  const filled = filledStars(rating);
  return (
    <div style={ROW} role="img" aria-label={label ?? `Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          size={size}
          aria-hidden="true"
          color={i < filled ? '#d97706' : '#98a2b3'}
          fill={i < filled ? '#f59e0b' : 'none'}
        />
      ))}
    </div>
  );
}
