import { SHARE_HASHTAGS } from '@trailfinder/shared-types/rules';

export interface ShareContent {
  url: string;
  title: string;
  description: string;
  hashtags?: readonly string[];
}

export type SocialNetwork = 'facebook' | 'twitter' | 'whatsapp';

/** The providers' share addresses, carrying the url, the title text and the hashtags. */
export function shareUrl(network: SocialNetwork, c: ShareContent): string {
  const tags = c.hashtags ?? SHARE_HASHTAGS;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (network) {
    case 'facebook':
      // Facebook takes one hashtag; the page's own preview (Open Graph) supplies the rest.
      return `https://www.facebook.com/sharer/sharer.php?${q({ u: c.url, quote: c.title, hashtag: `#${tags[0] ?? 'MTB'}` })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${q({ url: c.url, text: c.title, hashtags: tags.join(',') })}`;
    case 'whatsapp': {
      const text = [c.title, c.url, tags.map((t) => `#${t}`).join(' ')].filter(Boolean).join('\n');
      return `https://wa.me/?${q({ text })}`;
    }
  }
}

export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 400;

/** Opens the provider's share page in a 600x400 pop-up, centred over the window. */
export function openSharePopup(network: SocialNetwork, content: ShareContent): void {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  window.open(
    shareUrl(network, content),
    `share-${network}`,
    `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},noopener,noreferrer`,
  );
}

/** A phone-type device that offers the native share sheet. */
export function canUseNativeShare(nav: Navigator = navigator): boolean {
  if (typeof nav.share !== 'function') return false;
  const uaData = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (uaData?.mobile !== undefined) return uaData.mobile;
  return (
    /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent) ||
    (nav.maxTouchPoints > 1 && /Macintosh/.test(nav.userAgent))
  );
}
