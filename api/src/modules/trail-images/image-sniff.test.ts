import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.js';
import { tinyJpeg, tinyPng, tinyWebpLossless } from '../../../test/support/image-bytes.js';

describe('sniffImage', () => {
  it('reads a PNG and its size from the IHDR chunk', () => {
    expect(sniffImage(tinyPng(3, 2))).toEqual({ contentType: 'image/png', width: 3, height: 2 });
  });

  it('reads a JPEG and its size from the frame header after other segments', () => {
    expect(sniffImage(tinyJpeg(640, 480))).toEqual({ contentType: 'image/jpeg', width: 640, height: 480 });
  });

  it('reads a lossless WebP', () => {
    expect(sniffImage(tinyWebpLossless(120, 90))).toEqual({ contentType: 'image/webp', width: 120, height: 90 });
  });

  it('refuses what only looks like an image by name or by its first bytes', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('%PDF-1.7 pretending to be a photo'))).toBeNull();
    // The PNG signature with no IHDR chunk behind it.
    expect(sniffImage(Buffer.concat([tinyPng(1, 1).subarray(0, 8), Buffer.alloc(40)]))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});
