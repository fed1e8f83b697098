import { Box, Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { POPUP_DESCRIPTION_LIMIT, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { TrailStatusBadge } from '../../../components/trail-status-badge';
import { truncate } from '../../../lib/truncate';
import { brandSolid } from '../../../config/brand-button';

/**
 * Popup body: name, place, the trail manager's status when one is in force, DIFFICULTY, distance,
 * a short description and the detail link.
 */
export function TrailPopup({ route, status }: { route: Trail; status?: AdminStatusKind }) {
  const navigate = useNavigate();
  return (
    <Box minW="200px" color="gray.900">
      {/* Clear of the 44 px close button in the corner. */}
      <Text fontWeight="bold" fontSize="md" lineHeight="short" pr="7">
        {route.name}
      </Text>
      <Text fontSize="sm" color="gray.600" mt="0.5">
        {route.location}, {route.province}
      </Text>
      {status && (
        <Box mt="2">
          <TrailStatusBadge status={status} />
        </Box>
      )}
      <Text fontSize="xs" fontWeight="bold" letterSpacing="wider" mt="2" color="gray.800">
        {route.difficulty.toUpperCase()} · {route.distance} km
      </Text>
      <Text fontSize="sm" mt="2" color="gray.700">
        {truncate(route.description, POPUP_DESCRIPTION_LIMIT)}
      </Text>
      <Button size="sm" mt="3" w="full" {...brandSolid} onClick={() => navigate(`/routes/${route.id}`)}>
        View Trail Details
      </Button>
    </Box>
  );
}
