import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToAnchor, type HomeAnchor } from '../../lib/scroll';
import { isPlainClick } from '../../lib/use-link-navigation';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  anchor: HomeAnchor | '';
  /** Called when the link is chosen (e.g. to close the mobile menu). */
  onChosen?: () => void;
}

/**
 * A link to a home-page section: on the home page it smooth-scrolls there; elsewhere it
 * navigates to `/#anchor` and the home page scrolls once rendered. A real href keeps
 * open-in-new-tab and no-JS working.
 */
export const AnchorLink = forwardRef<HTMLAnchorElement, Props>(function AnchorLink(
  { anchor, onChosen, onClick, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const href = anchor ? `/#${anchor}` : '/';
  const handle = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onChosen?.();
    // On the home page before its sections have loaded, the hash tells them where to scroll.
    if (pathname === '/' && scrollToAnchor(anchor)) return;
    navigate(href);
  };
  return <a ref={ref} href={href} onClick={handle} {...rest} />;
});
