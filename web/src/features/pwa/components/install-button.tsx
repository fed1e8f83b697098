import { Download } from 'lucide-react';
import { promptInstall, usePwaStore } from '../pwa-store';
import css from './install-button.module.css';

interface Props {
  /** Extra class for the caller's layout. */
  className?: string;
}

/** 'Install app', shown only while the browser offers installation (Chromium, Edge, Android). */
export function InstallButton({ className }: Props) {
  const canInstall = usePwaStore((s) => s.installEvent !== null);
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className={className ? `${css.button} ${className}` : css.button}
      onClick={() => void promptInstall().catch((err: unknown) => console.warn('Install prompt failed', err))}
    >
      <Download aria-hidden="true" /> Install app
    </button>
  );
}
