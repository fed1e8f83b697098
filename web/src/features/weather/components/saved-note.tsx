import { Flex, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { asOfText } from '../weather-display';

/** Marks data shown from the device's copy (offline or the service failing): 'as of {time}'. */
export function SavedNote({ what, fetchedAt }: { what: string; fetchedAt: string }) {
  return (
    <Flex
      align="center"
      gap="1.5"
      fontSize="xs"
      color="gray.700"
      bg="gray.100"
      px="2.5"
      py="1"
      borderRadius="md"
      w="fit-content"
    >
      <History size={14} aria-hidden="true" />
      <Text>
        {what}, as of {asOfText(fetchedAt)}
      </Text>
    </Flex>
  );
}
