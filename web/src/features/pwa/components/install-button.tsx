import { Button, type ButtonProps } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { promptInstall, usePwaStore } from '../pwa-store';
import { brandOutline } from '../../../config/brand-button';

/** 'Install app', shown only while the browser offers installation (Chromium, Edge, Android). */
export function InstallButton(props: ButtonProps) {
  const canInstall = usePwaStore((s) => s.installEvent !== null);
  if (!canInstall) return null;
  return (
    <Button
      size="sm"
      {...brandOutline}
      onClick={() => void promptInstall().catch((err: unknown) => console.warn('Install prompt failed', err))}
      {...props}
    >
      <Download aria-hidden="true" /> Install app
    </Button>
  );
}
