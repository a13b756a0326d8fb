import { describe, expect, it } from 'vitest';
import { isDirectVideoFile, linkVideoType, toEmbedUrl, vimeoId, youtubeId } from './embed-url';

const embed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

describe('YouTube links (SPEC 5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3',
      'dQw4w9WgXcQ',
    ],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=youtu.be', 'dQw4w9WgXcQ'],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=90', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=Hk2a_bq1Lx9pW3zE', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ&t=90', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtube.com/shorts/aqz-KE-bpKQ?feature=share', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/live/jfKfPfyJRdk?si=abc', 'jfKfPfyJRdk'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=30', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('%s becomes the privacy-friendly embed address', (url, id) => {
    expect(youtubeId(url)).toBe(id);
    expect(linkVideoType(url)).toBe('youtube');
    expect(toEmbedUrl(url)).toBe(embed(id));
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/@chefjohn',
    'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://www.youtube.com/watch?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
  ])('%s is not a YouTube video and stays as it is', (url) => {
    expect(youtubeId(url)).toBeNull();
    expect(toEmbedUrl(url)).toBe(url);
  });
});

describe('Vimeo links (SPEC 5)', () => {
  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/76979871?share=copy', '76979871'],
    ['https://vimeo.com/76979871#t=30s', '76979871'],
    ['https://www.vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=8d7c6a', '76979871'],
  ])('%s becomes the player address', (url, id) => {
    expect(vimeoId(url)).toBe(id);
    expect(linkVideoType(url)).toBe('vimeo');
    expect(toEmbedUrl(url)).toBe(`https://player.vimeo.com/video/${id}`);
  });

  it('leaves Vimeo pages without a numeric id alone', () => {
    expect(vimeoId('https://vimeo.com/channels/staffpicks')).toBeNull();
    expect(toEmbedUrl('https://vimeo.com/channels/staffpicks')).toBe('https://vimeo.com/channels/staffpicks');
  });
});

describe('other links', () => {
  it('are used as is', () => {
    expect(linkVideoType('https://example.com/videos/bread.mp4')).toBe('other');
    expect(toEmbedUrl('https://example.com/videos/bread.mp4')).toBe('https://example.com/videos/bread.mp4');
    expect(toEmbedUrl('not a url')).toBe('not a url');
  });

  it('recognises direct video files', () => {
    expect(isDirectVideoFile('https://example.com/videos/bread.mp4?sig=1')).toBe(true);
    expect(isDirectVideoFile('https://example.com/videos/bread.WEBM')).toBe(true);
    expect(isDirectVideoFile('https://example.com/videos/bread')).toBe(false);
    expect(isDirectVideoFile('ftp://example.com/bread.mp4')).toBe(false);
  });
});
