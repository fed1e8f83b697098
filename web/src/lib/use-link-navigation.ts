import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A plain click on a link: the main button, no modifier key, not already handled. Anything else
 * (open in a new tab or window, download) is the browser's, as with React Router's `Link`.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * One click handler for a block of plain `<a href>` links to the app's own pages (the home list's
 * 80 cards): a click that React Router's `Link` would take is taken here, with `useNavigate`.
 * Each `Link` costs its render a dozen hooks and a ref (and renders again whenever the location
 * changes); 160 of them in the list were a share of the home page's start (decision 093). Clicks
 * with a modifier key, another button, a target or a download, and links to other sites, are the
 * browser's, as with `Link`.
 */
export function useLinkNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element).closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    },
    [navigate],
  );
}
