import { describe, expect, it } from 'vitest';
import { FeedFormatError, parseFeed } from './feed-parser.js';

const BASE = 'https://example.test/feed/';

describe('parseFeed', () => {
  it('reads RSS 1.0 (RDF) items beside the channel, with dc:date', () => {
    const feed = parseFeed(
      `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel><title>Old School</title></channel>
        <item><title>2025</title><link>/posts/1</link><dc:date>2025-05-01T08:00:00Z</dc:date></item>
      </rdf:RDF>`,
      BASE,
    );
    expect(feed).toMatchObject({ format: 'rss', title: 'Old School' });
    // Numeric titles stay text; relative links resolve against the feed.
    expect(feed.items[0]).toMatchObject({ title: '2025', url: 'https://example.test/posts/1' });
    expect(feed.items[0].publishedAt?.toISOString()).toBe('2025-05-01T08:00:00.000Z');
  });

  it('falls back to a permalink guid, ignores non-http links and finds images in the HTML', () => {
    const feed = parseFeed(
      `<rss version="2.0"><channel><title>T</title>
        <item><title>A</title><guid>https://example.test/a</guid>
          <description>&lt;p&gt;&lt;img src="/img/a.jpg"&gt;Hi&lt;/p&gt;</description></item>
        <item><title>B</title><link>javascript:alert(1)</link><guid isPermaLink="false">b-1</guid></item>
      </channel></rss>`,
      BASE,
    );
    expect(feed.items[0]).toMatchObject({ url: 'https://example.test/a', imageUrl: 'https://example.test/img/a.jpg' });
    expect(feed.items[1].url).toBeNull();
  });

  it('reads Atom xhtml content and category labels', () => {
    const feed = parseFeed(
      `<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title>
        <entry><title>E</title><link href="https://example.test/e"/><updated>2025-01-02T00:00:00Z</updated>
          <category term="mtb" label="Racing"/>
          <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Fast <b>laps</b></p></div></content>
        </entry></feed>`,
      BASE,
    );
    expect(feed.items[0]).toMatchObject({ url: 'https://example.test/e', categories: ['Racing'] });
    expect(feed.items[0].content).toMatch(/Fast/);
    expect(feed.items[0].content).toMatch(/laps/);
  });

  it('refuses malformed XML, documents that are not feeds and entity declarations', () => {
    expect(() => parseFeed('<rss><channel><title>x</title>', BASE)).toThrow(FeedFormatError);
    expect(() => parseFeed('{"items": []}', BASE)).toThrow(FeedFormatError);
    expect(() => parseFeed('<html><body>hi</body></html>', BASE)).toThrow(/not an RSS or Atom feed/);
    const bomb = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]><rss><channel/></rss>';
    expect(() => parseFeed(bomb, BASE)).toThrow(/entity declarations/);
  });
});
