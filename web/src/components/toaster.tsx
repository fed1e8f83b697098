import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { BOTTOM_NAV_HEIGHT_PX, TOAST_GAP_PX } from '../config/layout';
import { toaster } from './toaster-store';

/** On a phone the toast sits above the bottom navigation, never over it. */
const OFFSET_BOTTOM = {
  '--toast-offset-bottom': `calc(${BOTTOM_NAV_HEIGHT_PX + TOAST_GAP_PX}px + env(safe-area-inset-bottom, 0px))`,
  md: { '--toast-offset-bottom': '1rem' },
};

/** Renders the toasts of `toaster` (max 420 px wide on wide screens). Loaded lazily by the providers. */
export default function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} css={OFFSET_BOTTOM}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} maxW={{ md: '420px' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
