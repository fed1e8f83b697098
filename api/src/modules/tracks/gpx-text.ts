import { GPX_MAX_BYTES } from '@trailfinder/shared-types';
import { GpxRefusal } from './gpx-refusal.js';

const MB = 1024 * 1024;

/** Which decoder the bytes need: a byte order mark first, then the XML declaration, else UTF-8. */
function encodingOf(bytes: Uint8Array): { label: string; skip: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { label: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { label: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { label: 'utf-16be', skip: 2 };
  if (bytes[0] === 0x3c && bytes[1] === 0x00) return { label: 'utf-16le', skip: 0 };
  if (bytes[0] === 0x00 && bytes[1] === 0x3c) return { label: 'utf-16be', skip: 0 };
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1]?.toLowerCase();
  if (declared) {
    try {
      new TextDecoder(declared);
      return { label: declared, skip: 0 };
    } catch {
      // An encoding no decoder knows: read it as UTF-8 rather than refuse a file that may be fine.
    }
  }
  return { label: 'utf-8', skip: 0 };
}

/**
 * The upload as text, once it is known to be safe to hand to an XML parser: at most 10 MiB, and
 * without any DOCTYPE or ENTITY declaration. GPX never needs one, and entity declarations are how
 * "billion laughs" (exponential expansion) and external-entity attacks work, so they are refused
 * before any parser sees them, wherever they appear.
 */
export function readGpxText(bytes: Uint8Array): string {
  if (bytes.byteLength > GPX_MAX_BYTES) {
    throw new GpxRefusal(
      'too_large',
      `The file is ${(bytes.byteLength / MB).toFixed(1)} MB; a GPX file can be at most ${GPX_MAX_BYTES / MB} MB.`,
    );
  }
  const { label, skip } = encodingOf(bytes);
  const text = new TextDecoder(label).decode(bytes.subarray(skip));
  if (!text.trimStart().startsWith('<')) {
    throw new GpxRefusal('not_xml', 'This is not a GPX file: it is not XML. Export the track as GPX and try again.');
  }
  // XML allows no NUL character anywhere; one means a damaged file, and PostgreSQL could not store it.
  if (text.includes('\u0000')) {
    throw new GpxRefusal(
      'not_xml',
      'The file contains a NUL character (\\u0000), which XML does not allow: it is damaged or not a GPX text ' +
        'file. Export the track as GPX again and try again.',
    );
  }
  if (/<!\s*(DOCTYPE|ENTITY)/i.test(text)) {
    throw new GpxRefusal(
      'xml_declarations',
      'The file contains a DOCTYPE or ENTITY declaration. GPX files never need one and such declarations ' +
        'can be used to attack a server, so the file is refused. Export it again as plain GPX.',
    );
  }
  return text;
}
