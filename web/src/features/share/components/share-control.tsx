import {
  Fragment,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Link2, Share2 } from 'lucide-react';
import { earlyTap } from '../../../lib/early-taps';
import { canUseNativeShare, openSharePopup, type ShareContent } from '../share-links';
import { FacebookIcon, TwitterIcon, WhatsAppIcon } from './brand-icons';
import css from './share-control.module.css';

async function nativeShare(c: ShareContent) {
  try {
    await navigator.share({ title: c.title, text: c.description, url: c.url });
  } catch (err) {
    // Closing the sheet rejects with AbortError: tolerated silently (logged only).
    console.debug('Share sheet closed or failed', err);
  }
}

async function copyLink(url: string) {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard is not available');
    await navigator.clipboard.writeText(url);
    // Loaded on demand: the toast machinery (Chakra's) stays out of the trail page's start.
    const { toaster } = await import('../../../components/toaster-store');
    toaster.create({
      title: 'Link copied!',
      description: 'The link has been copied to your clipboard.',
      type: 'success',
    });
  } catch (err) {
    console.warn('Copy failed', err);
    const { toaster } = await import('../../../components/toaster-store');
    toaster.create({ title: 'Failed to copy', description: 'Please copy the link manually.', type: 'error' });
  }
}

interface Item {
  value: string;
  label: string;
  icon: ReactNode;
  run: () => void;
}

/** Room kept between the menu and the window's edges (Chakra's positioning keeps 8 px). */
const EDGE = 8;

/** Native share sheet on phones that have one; elsewhere a menu of networks plus Copy Link. */
export function ShareControl(content: ShareContent) {
  if (canUseNativeShare()) {
    return (
      <button type="button" className={css.trigger} {...earlyTap('share')} onClick={() => void nativeShare(content)}>
        <Share2 aria-hidden="true" /> Share
      </button>
    );
  }
  return <ShareMenu {...content} />;
}

/**
 * The WAI-ARIA menu button, as Chakra's (Ark's) Menu behaves: the menu holds the focus and marks
 * the item the arrows are on (aria-activedescendant, data-highlighted); Escape or a choice closes it
 * and gives the focus back to the button; Tab, a focus or a press elsewhere closes it.
 */
function ShareMenu(content: ShareContent) {
  const id = useId();
  const triggerId = `${id}trigger`;
  const menuId = `${id}menu`;
  const itemId = (value: string) => `${id}item-${value}`;
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  /** Set by Tab in the menu: the focus leaving then closes it, wherever it goes. */
  const tabbing = useRef(false);

  const items: Item[] = [
    {
      value: 'facebook',
      label: 'Share on Facebook',
      icon: <FacebookIcon />,
      run: () => openSharePopup('facebook', content),
    },
    {
      value: 'twitter',
      label: 'Share on Twitter',
      icon: <TwitterIcon />,
      run: () => openSharePopup('twitter', content),
    },
    {
      value: 'whatsapp',
      label: 'Share on WhatsApp',
      icon: <WhatsAppIcon />,
      run: () => openSharePopup('whatsapp', content),
    },
    {
      value: 'copy',
      label: 'Copy Link',
      icon: <Link2 size={16} aria-hidden="true" />,
      run: () => void copyLink(content.url),
    },
  ];
  const last = items.length - 1;

  const show = (first: number | null) => {
    tabbing.current = false;
    setHighlighted(first);
    setOpen(true);
  };
  const close = (restoreFocus: boolean) => {
    if (restoreFocus) triggerRef.current?.focus({ preventScroll: true });
    setOpen(false);
    setHighlighted(null);
  };
  const choose = (i: number) => {
    items[i]!.run();
    close(true);
  };

  // Made only while open: placed below the button's end edge (shifted into the window, or flipped
  // above the button, where it would not fit), then given the focus.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    const trigger = triggerRef.current;
    if (!open || !menu || !trigger) return;
    const box = menu.getBoundingClientRect();
    if (box.left < EDGE) menu.style.insetInlineEnd = `${box.left - EDGE}px`;
    const above = trigger.getBoundingClientRect().top - EDGE;
    if (box.bottom > window.innerHeight - EDGE && above - box.height > EDGE) menu.dataset.side = 'top';
    menu.focus({ preventScroll: true });
  }, [open]);

  // A press outside closes it (the focus stays where the press put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setHighlighted(null);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  // A click from the keyboard (Enter, Space) or a kept early tap has no pointer: it highlights the first item.
  const onTriggerClick = (event: MouseEvent) => (open ? close(true) : show(event.detail === 0 ? 0 : null));

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    show(event.key === 'ArrowDown' ? 0 : last);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const move = (to: number) => {
      event.preventDefault();
      setHighlighted(to);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(highlighted === null ? 0 : Math.min(highlighted + 1, last));
      case 'ArrowUp':
        return move(highlighted === null ? last : Math.max(highlighted - 1, 0));
      case 'Home':
        return move(0);
      case 'End':
        return move(last);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        tabbing.current = true;
        return;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (highlighted !== null) choose(highlighted);
        return;
    }
    // Typeahead: the next item whose name starts with the letter typed.
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    const from = highlighted ?? -1;
    for (let step = 1; step <= items.length; step++) {
      const i = (from + step) % items.length;
      if (items[i]!.label.toLowerCase().startsWith(key)) return move(i);
    }
  };

  return (
    <div ref={rootRef} className={css.root}>
      {/* The trigger's wrapper keeps an early tap (lib/early-taps.ts); it takes no room of its own. */}
      <span {...earlyTap('share')} className={css.tapKeeper}>
        <button
          ref={triggerRef}
          type="button"
          id={triggerId}
          className={css.trigger}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={onTriggerClick}
          onKeyDown={onTriggerKeyDown}
        >
          <Share2 aria-hidden="true" /> Share
        </button>
      </span>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={triggerId}
          aria-activedescendant={highlighted === null ? undefined : itemId(items[highlighted]!.value)}
          className={css.menu}
          onKeyDown={onMenuKeyDown}
          onBlur={(event) => {
            // Tab, or the focus moving to something else on the page (not to the button).
            const to = event.relatedTarget;
            if (tabbing.current || (to && !rootRef.current?.contains(to))) close(false);
          }}
        >
          {items.map((item, i) => (
            <Fragment key={item.value}>
              {item.value === 'copy' && <hr className={css.separator} />}
              <div
                id={itemId(item.value)}
                role="menuitem"
                className={css.item}
                data-highlighted={highlighted === i ? '' : undefined}
                onClick={() => choose(i)}
                onPointerMove={() => setHighlighted(i)}
                onPointerLeave={(event) => event.pointerType === 'mouse' && setHighlighted(null)}
              >
                {item.icon} {item.label}
              </div>
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}
