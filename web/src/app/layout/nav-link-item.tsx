import { NavLink } from 'react-router-dom';
import { useFavoriteCount } from '../../lib/favorites';
import common from '../../components/common.module.css';
import { AnchorLink } from './anchor-link';
import type { NavItem } from './nav-items';
import css from './nav-link-item.module.css';

function FavoritesBadge() {
  const count = useFavoriteCount();
  if (count <= 0) return null;
  return (
    <>
      <span aria-hidden="true" className={css.count}>
        {count}
      </span>
      <span className={common.srOnly}>({count} saved)</span>
    </>
  );
}

/** One navigation entry: a page link or a home-section link, styled alike. `block`: the phone menu's full-width row. */
export function NavLinkItem({ item, onChosen, block }: { item: NavItem; onChosen?: () => void; block?: boolean }) {
  const className = block ? `${css.link} ${css.block}` : css.link;
  const content = (
    <>
      {item.label}
      {item.label === 'Favorites' && <FavoritesBadge />}
    </>
  );
  if ('anchor' in item) {
    return (
      <AnchorLink anchor={item.anchor} onChosen={onChosen} className={className}>
        {content}
      </AnchorLink>
    );
  }
  return (
    <NavLink to={item.to} end onClick={onChosen} className={className}>
      {content}
    </NavLink>
  );
}
