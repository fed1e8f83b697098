import { IconButton } from '@chakra-ui/react';
import { Heart } from 'lucide-react';

interface Props {
  isFavorite: boolean;
  onToggle: () => void;
}

export function FavoriteButton({ isFavorite, onToggle }: Props) {
  return (
    <IconButton
      aria-label={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      aria-pressed={isFavorite}
      onClick={onToggle}
      size="sm"
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
