import type { ReactNode } from 'react';
import { Box, Card, HStack, Skeleton, Text } from '@chakra-ui/react';

interface Props {
  title: string;
  value: string | number | undefined;
  note: string;
  icon: ReactNode;
}

/** One overview figure: Total Trails, Total Videos, Total Distance. */
export function StatCard({ title, value, note, icon }: Props) {
  return (
    <Card.Root size="sm" bg="white">
      <Card.Body>
        <HStack justify="space-between" align="flex-start">
          <Box>
            <Text fontSize="sm" fontWeight="semibold" color="gray.600">
              {title}
            </Text>
            {value === undefined ? (
              <Skeleton h="8" w="20" mt="1" />
            ) : (
              <Text fontSize="3xl" fontWeight="bold" color="gray.900">
                {value}
              </Text>
            )}
            <Text fontSize="sm" color="gray.600">
              {note}
            </Text>
          </Box>
          <Box color="brand.600" aria-hidden="true">
            {icon}
          </Box>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
