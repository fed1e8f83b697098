import { useEffect, useId, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Download, Share } from 'lucide-react';
import { dismissIosInstallHint, shouldOfferIosInstallHint } from '../ios-install';
import { brandOutline } from '../../../config/brand-button';

/**
 * Where Chromium gets the Install app button, iOS Safari gets the same button opening a short
 * how-to (Safari has no install prompt to show). "Got it" dismisses it for good on this device.
 */
export function IosInstallHint() {
  const [offered, setOffered] = useState(shouldOfferIosInstallHint);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!offered) return null;
  const dismiss = () => {
    dismissIosInstallHint();
    setOffered(false);
  };
  return (
    <Box position="relative">
      <Button
        size="sm"
        {...brandOutline}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Download aria-hidden="true" /> Install app
      </Button>
      <Box
        id={panelId}
        role="region"
        aria-label="Install on iPhone or iPad"
        hidden={!open}
        position="absolute"
        top="calc(100% + 8px)"
        right="0"
        w="64"
        p="4"
        bg="white"
        color="gray.900"
        borderWidth="1px"
        borderColor="gray.200"
        borderRadius="lg"
        boxShadow="lg"
      >
        <Flex gap="2" align="flex-start">
          <Share size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
          <Text fontSize="sm">Install: tap Share, then Add to Home Screen.</Text>
        </Flex>
        <Button mt="3" size="sm" w="full" bg="brand.700" color="white" onClick={dismiss}>
          Got it
        </Button>
      </Box>
    </Box>
  );
}
