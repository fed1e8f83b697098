import { describe, expect, it } from 'vitest';
import { coerceOrderIndex, emptyVideoForm, videoFormErrors, videoPayload } from './video-form';

describe('video form', () => {
  it('starts as a general, active, unfeatured video at order 0', () => {
    expect(emptyVideoForm()).toMatchObject({ category: 'general', featured: false, active: true, orderIndex: '0' });
  });

  it('derives the 11-character YouTube id from every YouTube link form', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://youtu.be/${id}`,
      `https://www.youtube.com/watch?v=${id}`,
      `https://www.youtube.com/watch?feature=share&v=${id}`,
      `https://www.youtube.com/embed/${id}`,
      `https://www.youtube.com/v/${id}`,
    ]) {
      expect(videoPayload({ ...emptyVideoForm(), youtubeUrl: url }).youtubeId).toBe(id);
    }
    expect(videoPayload({ ...emptyVideoForm(), youtubeUrl: 'https://vimeo.com/123' }).youtubeId).toBe('');
  });

  it('turns an empty or non-numeric display order into 0 and keeps numbers as typed', () => {
    expect(coerceOrderIndex('')).toBe(0);
    expect(coerceOrderIndex('abc')).toBe(0);
    expect(coerceOrderIndex('7')).toBe(7);
    expect(coerceOrderIndex('-3')).toBe(-3);
    expect(videoPayload({ ...emptyVideoForm(), orderIndex: 'first' }).orderIndex).toBe(0);
  });

  it('refuses a negative or fractional display order in plain words instead of changing it', () => {
    const valid = { ...emptyVideoForm(), title: 'Tokai climb', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' };
    expect(videoFormErrors({ ...valid, orderIndex: '-3' })).toEqual({ orderIndex: 'Display order must be 0 or more' });
    expect(videoFormErrors({ ...valid, orderIndex: '2.9' })).toEqual({
      orderIndex: 'Display order must be a whole number',
    });
    expect(videoFormErrors({ ...valid, orderIndex: '' })).toEqual({});
  });

  it('asks for a title and a YouTube link', () => {
    const errors = videoFormErrors({ ...emptyVideoForm(), youtubeUrl: 'https://example.com/clip' });
    expect(errors.title).toBe('Title is required');
    expect(errors.youtubeUrl).toBe('Invalid YouTube URL');
    expect(
      videoFormErrors({ ...emptyVideoForm(), title: 'Tokai climb', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    ).toEqual({});
  });
});
