import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { BRAND } from '../../../config/app-config';
import { usePwaStore } from '../pwa-store';

/**
 * Offers the new version once it is downloaded (prompt mode). Until the rider reloads, the open
 * page keeps running on the files it started with, so nothing breaks under them.
 */
export function UpdatePrompt() {
  const needRefresh = usePwaStore((s) => s.needRefresh);
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const [reloading, setReloading] = useState(false);
  if (!needRefresh) return null;
  return (
    <Box
      role="region"
      aria-label="App update"
      position="fixed"
      insetX="3"
      bottom={{ base: '20', lg: '6' }}
      zIndex="toast"
      maxW="md"
      mx="auto"
      bg="gray.900"
      color="white"
      borderRadius="xl"
      boxShadow="xl"
      px="4"
      py="3"
    >
      <Flex align="center" gap="3" wrap="wrap">
        <RefreshCw size={18} aria-hidden="true" />
        <Text flex="1" minW="40" fontSize="sm" aria-live="polite">
          A new version of {BRAND.name} is ready.
        </Text>
        <Flex gap="2">
          <Button
            size="sm"
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={() => usePwaStore.setState({ needRefresh: false })}
          >
            Later
          </Button>
          <Button
            size="sm"
            bg="brand.500"
            color="gray.950"
            _hover={{ bg: 'brand.400' }}
            loading={reloading}
            onClick={() => {
              setReloading(true);
              void applyUpdate();
            }}
          >
            Reload
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
