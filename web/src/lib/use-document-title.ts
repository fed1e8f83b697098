import { useEffect } from 'react';
import { BRAND } from '../config/app-config';

/** Sets the tab title ("Title | Brand"); the home page passes nothing to get the brand alone. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND.name}` : `${BRAND.name}: ${BRAND.tagline}`;
  }, [title]);
}
