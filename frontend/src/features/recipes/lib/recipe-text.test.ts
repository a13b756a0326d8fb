import { describe, expect, it } from 'vitest';
import { clockText, linesOf, stepsOf, timerName, videoEmbedUrl } from './recipe-text';

describe('recipe text', () => {
  it('keeps the non-blank lines, trimmed', () => {
    expect(linesOf(' 1 cup flour \r\n\n  2 eggs\n')).toEqual(['1 cup flour', '2 eggs']);
    expect(linesOf(null)).toEqual([]);
  });

  it("drops the author's own step numbers but not amounts", () => {
    expect(stepsOf('1. Mix.\n2) Bake 25 minutes.\nStep 3: Cool\n350 degrees is hot')).toEqual([
      'Mix.',
      'Bake 25 minutes.',
      'Cool',
      '350 degrees is hot',
    ]);
  });

  it('turns YouTube and Vimeo links into players and leaves others alone', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://example.com/video.mp4')).toBeNull();
  });

  it('names and shows timers', () => {
    expect(timerName(1500)).toBe('25 minute');
    expect(timerName(4500)).toBe('1 hour 15 minute');
    expect(timerName(45)).toBe('45 second');
    expect(clockText(1500)).toBe('25:00');
    expect(clockText(4500)).toBe('1:15:00');
    expect(clockText(9.2)).toBe('0:10');
    expect(clockText(-3)).toBe('0:00');
  });
});
