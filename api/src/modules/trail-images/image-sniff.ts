import type { TrailImageSize, TrailImageType } from '@trailfinder/shared-types';

export interface SniffedImage extends TrailImageSize {
  contentType: TrailImageType;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, at: number, length: number) => buf.toString('latin1', at, at + length);

function png(buf: Buffer): SniffedImage | null {
  // The first chunk must be IHDR: width and height are its first two big-endian words.
  if (buf.length < 24 || !startsWith(buf, PNG_SIGNATURE) || ascii(buf, 12, 4) !== 'IHDR') return null;
  return { contentType: 'image/png', width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** SOF markers carry the frame size; C4 (Huffman tables), C8 and CC (arithmetic coding) do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

function jpeg(buf: Buffer): SniffedImage | null {
  if (buf.length < 4 || !startsWith(buf, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) {
      return { contentType: 'image/jpeg', height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    at += 2 + buf.readUInt16BE(at + 2);
  }
  return null;
}

function webp(buf: Buffer): SniffedImage | null {
  if (buf.length < 30 || ascii(buf, 0, 4) !== 'RIFF' || ascii(buf, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(buf, 12, 4);
  const size = (width: number, height: number): SniffedImage => ({ contentType: 'image/webp', width, height });
  if (chunk === 'VP8 ' && startsWith(buf, [0x9d, 0x01, 0x2a], 23)) {
    return size(buf.readUInt16LE(26) & 0x3fff, buf.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L' && buf[20] === 0x2f) {
    const bits = buf.readUInt32LE(21);
    return size((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return size(buf.readUIntLE(24, 3) + 1, buf.readUIntLE(27, 3) + 1);
  return null;
}

/**
 * What a file really is, from its first bytes (never from its name or declared type): a JPEG,
 * PNG or WebP with its pixel size, or null for anything else (an SVG, a PDF, a renamed text file).
 */
export function sniffImage(buf: Buffer): SniffedImage | null {
  return png(buf) ?? jpeg(buf) ?? webp(buf);
}
