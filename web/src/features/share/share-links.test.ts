import { describe, expect, it } from 'vitest';
import { canUseNativeShare, shareUrl } from './share-links';

const content = { url: 'https://trails.example/routes/7', title: 'Dirtopia', description: 'Trail centre' };

describe('share links', () => {
  it('builds each provider address with the url, the text and the hashtags', () => {
    const twitter = new URL(shareUrl('twitter', content));
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(twitter.searchParams.get('url')).toBe(content.url);
    expect(twitter.searchParams.get('text')).toBe('Dirtopia');
    expect(twitter.searchParams.get('hashtags')).toBe('MTB,SouthAfrica,MountainBiking,Trails,Adventure');

    const facebook = new URL(shareUrl('facebook', content));
    expect(facebook.pathname).toBe('/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(content.url);

    const whatsapp = new URL(shareUrl('whatsapp', content));
    expect(whatsapp.host).toBe('wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(
      'Dirtopia\nhttps://trails.example/routes/7\n#MTB #SouthAfrica #MountainBiking #Trails #Adventure',
    );
  });

  it('uses the native sheet only on phone-type devices that have one', () => {
    const nav = (ua: string, share = true, mobile?: boolean) =>
      ({
        userAgent: ua,
        maxTouchPoints: 0,
        share: share ? () => Promise.resolve() : undefined,
        userAgentData: mobile === undefined ? undefined : { mobile },
      }) as unknown as Navigator;
    expect(canUseNativeShare(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'))).toBe(true);
    expect(canUseNativeShare(nav('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120'))).toBe(false);
    expect(canUseNativeShare(nav('Mozilla/5.0 (Linux; Android 14) Mobile', false))).toBe(false);
    expect(canUseNativeShare(nav('anything', true, true))).toBe(true);
    expect(canUseNativeShare(nav('Android Mobile', true, false))).toBe(false);
  });
});
