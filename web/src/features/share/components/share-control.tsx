import { useState } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link2, Share2 } from 'lucide-react';
import { toaster } from '../../../components/toaster-store';
import { earlyTap } from '../../../lib/early-taps';
import { canUseNativeShare, openSharePopup, type ShareContent } from '../share-links';
import { FacebookIcon, TwitterIcon, WhatsAppIcon } from './brand-icons';

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
    toaster.create({
      title: 'Link copied!',
      description: 'The link has been copied to your clipboard.',
      type: 'success',
    });
  } catch (err) {
    console.warn('Copy failed', err);
    toaster.create({ title: 'Failed to copy', description: 'Please copy the link manually.', type: 'error' });
  }
}

const buttonStyle = { variant: 'outline', borderColor: 'gray.300', bg: 'white', color: 'gray.800' } as const;

/** Native share sheet on phones that have one; elsewhere a menu of networks plus Copy Link. */
export function ShareControl(content: ShareContent) {
  const [opened, setOpened] = useState(false);
  if (canUseNativeShare()) {
    return (
      <Button {...buttonStyle} {...earlyTap('share')} onClick={() => void nativeShare(content)}>
        <Share2 aria-hidden="true" /> Share
      </Button>
    );
  }
  return (
    // Its portal and items are made when it first opens, and its styles worked out then too (its
    // recipe's ~14 parts were a 60 ms stretch of the trail page's start at 4x CPU; decision 041).
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      unstyled={!opened}
      onOpenChange={(e) => e.open && setOpened(true)}
    >
      {/* The trigger's wrapper keeps an early tap (lib/early-taps.ts); it takes no room of its own. */}
      <span {...earlyTap('share')} style={{ display: 'contents' }}>
        <Menu.Trigger asChild>
          <Button {...buttonStyle}>
            <Share2 aria-hidden="true" /> Share
          </Button>
        </Menu.Trigger>
      </span>
      {opened && (
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Menu.Item value="facebook" onSelect={() => openSharePopup('facebook', content)}>
                <FacebookIcon /> Share on Facebook
              </Menu.Item>
              <Menu.Item value="twitter" onSelect={() => openSharePopup('twitter', content)}>
                <TwitterIcon /> Share on Twitter
              </Menu.Item>
              <Menu.Item value="whatsapp" onSelect={() => openSharePopup('whatsapp', content)}>
                <WhatsAppIcon /> Share on WhatsApp
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="copy" onSelect={() => void copyLink(content.url)}>
                <Link2 size={16} aria-hidden="true" /> Copy Link
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      )}
    </Menu.Root>
  );
}
