import { useEffect } from 'react';
import { BRAND } from '../config/app-config';

/**
 * Sets the tab title ("Title | Brand"); the home page passes nothing to get the brand alone. A
 * page the server rendered already has its title: it is left as it is (setting `document.title`
 * replaces the title's text node and tells the browser, even to the same words).
 */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const next = title ? `${title} | ${BRAND.name}` : `${BRAND.name}: ${BRAND.tagline}`;
    if (document.title !== next) document.title = next;
  }, [title]);
}
