import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { earlyTap } from '../../../lib/early-taps';
import css from './star-input.module.css';

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
    <fieldset className={css.fieldset} disabled={disabled}>
      <legend className={css.legend}>Your rating</legend>
      <div className={css.stars} onMouseLeave={() => setHover(0)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            // The rider taps the star (the label), not its hidden radio.
            {...earlyTap(`star-${n}`)}
            // A thumb's 44 x 44 px around the 30 px star; lit up to the chosen (or pointed) one.
            className={n <= shown ? css.lit : css.star}
            onMouseEnter={() => setHover(n)}
          >
            <input
              type="radio"
              className={css.radio}
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
            />
            <Star size={30} fill={n <= shown ? 'currentColor' : 'none'} aria-hidden="true" />
          </label>
        ))}
        <p className={css.chosen} aria-hidden="true">
          {value > 0 ? starLabel(value) : 'Choose 1 to 5 stars'}
        </p>
      </div>
    </fieldset>
  );
}
