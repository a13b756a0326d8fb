// SPEC 5, video URL conversion, shared by the recipe page's video link, the video library and the
// handlers: YouTube watch, short, shorts, live, embed and mobile links become privacy-friendly
// youtube-nocookie embed addresses (the id is what follows, up to an ampersand: extra parameters and
// timestamps are dropped); Vimeo numeric ids become player addresses; other URLs are used as is.

export type LinkVideoType = 'youtube' | 'vimeo' | 'other';

const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?youtube(?:-nocookie)?\.com$/i;
const YOUTUBE_ID = /^[\w-]{6,64}$/;
const VIMEO_HOSTS = /^(?:www\.|player\.)?vimeo\.com$/i;

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/** The YouTube video id of a watch, youtu.be, shorts, live or embed link, or null. */
export function youtubeId(url: string): string | null {
  const parsed = parse(url);
  if (!parsed) return null;
  const host = parsed.hostname;
  let id: string | null | undefined = null;
  if (/^(?:www\.)?youtu\.be$/i.test(host)) {
    id = parsed.pathname.split('/')[1]?.split('&')[0];
  } else if (YOUTUBE_HOSTS.test(host)) {
    const [, first, second] = parsed.pathname.split('/');
    if (first === 'watch') id = parsed.searchParams.get('v');
    else if (first && ['shorts', 'live', 'embed', 'v'].includes(first)) id = second?.split('&')[0];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The numeric Vimeo id of a vimeo.com/<id>, channel, group or player link, or null. */
export function vimeoId(url: string): string | null {
  const parsed = parse(url);
  if (!parsed || !VIMEO_HOSTS.test(parsed.hostname)) return null;
  // The id is the first all-digit path segment: /123, /video/123, /channels/staffpicks/123.
  const id = parsed.pathname.split('/').find((segment) => /^\d+$/.test(segment));
  return id ?? null;
}

export function linkVideoType(url: string): LinkVideoType {
  if (youtubeId(url)) return 'youtube';
  if (vimeoId(url)) return 'vimeo';
  return 'other';
}

/** The address a player frame should load for `url` (SPEC 5). */
export function toEmbedUrl(url: string): string {
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = vimeoId(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return url.trim();
}

/** A link straight to a video file (played in the native player rather than a frame). */
export function isDirectVideoFile(url: string): boolean {
  const parsed = parse(url);
  return Boolean(parsed && /\.(?:mp4|m4v|webm|ogv|mov)$/i.test(parsed.pathname));
}
