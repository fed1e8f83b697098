import { earlyTap } from '../lib/early-taps';
import { useAskedState } from '../lib/use-asked-state';
import { isQuotaError } from '../lib/storage-quota';
import { MaskIcon } from './mask-icon';
import css from './favorite-button.module.css';

interface Props {
  isFavorite: boolean;
  /**
   * Adds or removes the trail. May resolve to whether the trail is now a favourite; otherwise
   * the new state is taken to be the opposite of `isFavorite`.
   */
  onToggle: () => unknown;
  /** Named in the toast, when given. */
  trailName?: string;
  /** `md`: the trail page's larger heart. */
  size?: 'sm' | 'md';
}

/**
 * Adds or removes a trail through `onToggle` and says what happened in a toast. Resolves to whether
 * the trail is now a favourite, or undefined when the change failed.
 */
export async function toggleAndTell(
  onToggle: () => unknown,
  isFavorite: boolean,
  trailName?: string,
): Promise<boolean | undefined> {
  try {
    const result = await onToggle();
    const nowFavorite = typeof result === 'boolean' ? result : !isFavorite;
    // Loaded on demand: the toast machinery stays out of the home page's first download.
    const { toaster } = await import('./toaster-store');
    toaster.create(
      nowFavorite
        ? { title: 'Added to Favorites', description: trailName, type: 'success' }
        : { title: 'Removed from Favorites', description: trailName, type: 'error' },
    );
    return nowFavorite;
  } catch (err) {
    console.error('Could not change favourites', err);
    if (isQuotaError(err)) {
      const { toaster } = await import('./toaster-store');
      toaster.create({
        type: 'error',
        title: 'Your device is out of storage',
        description: 'Free up some space and try again. Your other favourites are safe.',
      });
    }
    return undefined;
  }
}

/** The heart's accessible name. */
export const favoriteLabel = (isFavorite: boolean) => (isFavorite ? 'Remove from favorites' : 'Add to favorites');

/**
 * The heart toggle on trail cards and the trail page; says what happened in a toast. It fills the
 * moment it is tapped, while the device writes the change (lib/use-asked-state.ts).
 */
export function FavoriteButton({ isFavorite, onToggle, trailName, size = 'sm' }: Props) {
  const [shown, toggle] = useAskedState(isFavorite, (was) => toggleAndTell(onToggle, was, trailName));
  return (
    <button
      type="button"
      {...earlyTap('favorite')}
      className={css.heart}
      data-size={size}
      aria-label={favoriteLabel(shown)}
      aria-pressed={shown}
      onClick={toggle}
    >
      <MaskIcon name={shown ? 'heart-filled' : 'heart'} className={css.icon} />
    </button>
  );
}
