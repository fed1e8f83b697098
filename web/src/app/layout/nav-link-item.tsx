import { Badge, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { useFavoriteCount } from '../../lib/favorites';
import { AnchorLink } from './anchor-link';
import type { NavItem } from './nav-items';

const linkStyles: HTMLChakraProps<'a'> = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'gray.700',
  textDecoration: 'none',
  _hover: { bg: 'brand.50', color: 'brand.800' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
  css: { '&[aria-current=page]': { color: 'brand.800', fontWeight: 'semibold' } },
};

function FavoritesBadge() {
  const count = useFavoriteCount();
  if (count <= 0) return null;
  return (
    <>
      <Badge
        aria-hidden="true"
        bg="red.600"
        color="white"
        borderRadius="full"
        minW="5"
        h="5"
        justifyContent="center"
        fontSize="xs"
        px="1.5"
      >
        {count}
      </Badge>
      <chakra.span srOnly>({count} saved)</chakra.span>
    </>
  );
}

/** One navigation entry: a page link or a home-section link, styled alike. */
export function NavLinkItem({
  item,
  onChosen,
  ...rest
}: { item: NavItem; onChosen?: () => void } & HTMLChakraProps<'a'>) {
  const content = (
    <>
      {item.label}
      {item.label === 'Favorites' && <FavoritesBadge />}
    </>
  );
  if ('anchor' in item) {
    return (
      <chakra.a asChild {...linkStyles} {...rest}>
        <AnchorLink anchor={item.anchor} onChosen={onChosen}>
          {content}
        </AnchorLink>
      </chakra.a>
    );
  }
  return (
    <chakra.a asChild {...linkStyles} {...rest}>
      <NavLink to={item.to} end onClick={onChosen}>
        {content}
      </NavLink>
    </chakra.a>
  );
}
