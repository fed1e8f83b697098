import { describe, expect, it } from 'vitest';
import { isUploadedImageUrl, uploadedImageSize, uploadedImageUrl } from './trail-image.js';
import { TrailInput } from './trail.js';

describe('uploaded trail image addresses', () => {
  it('carry the version and the pixel size, read back by the device', () => {
    const url = uploadedImageUrl(12, 'abc_DEF-123', { width: 1600, height: 900 });
    expect(url).toBe('/api/routes/12/image?v=abc_DEF-123&w=1600&h=900');
    expect(isUploadedImageUrl(url)).toBe(true);
    expect(uploadedImageSize(url)).toEqual({ width: 1600, height: 900 });
  });

  it('are told apart from external links and look-alikes', () => {
    expect(isUploadedImageUrl('https://example.org/api/routes/12/image')).toBe(false);
    expect(isUploadedImageUrl('/api/routes/12/image/../../admin')).toBe(false);
    expect(uploadedImageSize('https://example.org/photo.jpg?w=10&h=10')).toBeNull();
    expect(uploadedImageSize(null)).toBeNull();
  });

  it('are accepted by the trail form schema, as are http(s) links; other text is not', () => {
    const base = { name: 'A', description: 'B', location: 'C', province: 'Western Cape' };
    expect(TrailInput.safeParse({ ...base, imageUrl: '/api/routes/12/image?v=abc&w=1&h=1' }).success).toBe(true);
    expect(TrailInput.safeParse({ ...base, imageUrl: 'https://example.org/a.jpg' }).success).toBe(true);
    expect(TrailInput.safeParse({ ...base, imageUrl: '/etc/passwd' }).success).toBe(false);
    expect(TrailInput.safeParse({ ...base, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
