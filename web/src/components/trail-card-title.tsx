import { Heading, HStack, Link, Text, type HeadingProps } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Trail } from '@trailfinder/shared-types';

interface Props {
  route: Pick<Trail, 'id' | 'name' | 'location' | 'province'>;
  /** Id of the heading, for the card's aria-labelledby. */
  titleId: string;
  as: 'h2' | 'h3';
  size: HeadingProps['size'];
}

/** A trail card's name (linking to its page) and its "town, province" line. */
export function TrailCardTitle({ route, titleId, as, size }: Props) {
  return (
    <>
      <Heading as={as} size={size} id={titleId} lineHeight="short">
        <Link asChild color="gray.900" _hover={{ color: 'brand.700' }}>
          <RouterLink to={`/routes/${route.id}`}>{route.name}</RouterLink>
        </Link>
      </Heading>
      <HStack gap="1" mt="1" color="gray.600" fontSize="sm">
        <MapPin size={14} aria-hidden="true" />
        <Text>
          {route.location}, {route.province}
        </Text>
      </HStack>
    </>
  );
}
