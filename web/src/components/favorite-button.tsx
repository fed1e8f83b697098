import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { isQuotaError } from '../lib/storage-quota';

interface Props {
  isFavorite: boolean;
  /**
   * Adds or removes the trail. May resolve to whether the trail is now a favourite; otherwise
   * the new state is taken to be the opposite of `isFavorite`.
   */
  onToggle: () => unknown;
  /** Named in the toast, when given. */
  trailName?: string;
  size?: IconButtonProps['size'];
}

/**
 * Adds or removes a trail through `onToggle` and says what happened in a toast (also used by the
 * phone's trail card, whose heart is a plain button).
 */
export async function toggleAndTell(onToggle: () => unknown, isFavorite: boolean, trailName?: string) {
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
  }
}

/** The heart's accessible name (the phone's trail card has a plain button with the same). */
export const favoriteLabel = (isFavorite: boolean) => (isFavorite ? 'Remove from favorites' : 'Add to favorites');

/** The heart toggle on trail cards and the trail page; says what happened in a toast. */
export function FavoriteButton({ isFavorite, onToggle, trailName, size = 'sm' }: Props) {
  return (
    <IconButton
      aria-label={favoriteLabel(isFavorite)}
      aria-pressed={isFavorite}
      onClick={() => void toggleAndTell(onToggle, isFavorite, trailName)}
      size={size}
      // A thumb needs 44 x 44 px whatever the icon size.
      minW="44px"
      minH="44px"
      borderRadius="full"
      bg="white"
      color={isFavorite ? 'red.600' : 'gray.700'}
      boxShadow="md"
      _hover={{ bg: 'red.50', color: 'red.600' }}
      focusRingColor="brand.600"
    >
      <Heart fill={isFavorite ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
