// Page-level facts outside schema.org: Open Graph / Twitter card tags, <title>, the first <h1>.
// They fill gaps in a structured recipe and carry the heuristic reading of pages without one.
import { type HtmlElement, textOf, walk } from './html-tree.js';
import type { ImageCandidate } from './image.js';
import { cleanText } from './text.js';

export interface PageMeta {
  title: string | null;
  h1: string | null;
  description: string | null;
  images: ImageCandidate[];
  videoUrl: string | null;
  /** og:type, lower case ("article", "recipe", "website", ...). */
  type: string | null;
}

export function readPageMeta(root: HtmlElement): PageMeta {
  const meta = new Map<string, string>();
  const images: ImageCandidate[] = [];
  let docTitle: string | null = null;
  let h1: string | null = null;

  walk(root, (el) => {
    if (el.name === 'meta') {
      const key = (el.attrs.property ?? el.attrs.name ?? el.attrs.itemprop ?? '').toLowerCase();
      const content = el.attrs.content;
      if (!key || content === undefined) return false;
      if (key === 'og:image' || key === 'og:image:url' || key === 'og:image:secure_url') {
        if (key === 'og:image' || !images.length) images.push({ url: content });
      } else if (key === 'og:image:width' || key === 'og:image:height') {
        const last = images[images.length - 1];
        const n = Number.parseInt(content, 10);
        if (last && Number.isFinite(n)) last[key === 'og:image:width' ? 'width' : 'height'] = n;
      } else if (!meta.has(key)) meta.set(key, content);
      return false;
    }
    if (el.name === 'link' && /(^|\s)image_src(\s|$)/i.test(el.attrs.rel ?? '') && el.attrs.href) {
      meta.set('image_src', el.attrs.href);
      return false;
    }
    if (el.name === 'title' && docTitle === null) docTitle = textOf(el);
    if (el.name === 'h1' && h1 === null) {
      h1 = textOf(el) || null;
      return false;
    }
    return true;
  });

  if (!images.length) {
    const fallback = meta.get('twitter:image') ?? meta.get('twitter:image:src') ?? meta.get('image_src');
    if (fallback) images.push({ url: fallback });
  }
  const title = cleanText(meta.get('og:title') ?? meta.get('twitter:title') ?? docTitle ?? '') || null;
  const description =
    cleanText(
      meta.get('og:description') ?? meta.get('description') ?? meta.get('twitter:description') ?? '',
    ) || null;
  const video = meta.get('og:video:secure_url') ?? meta.get('og:video:url') ?? meta.get('og:video') ?? null;
  return {
    title,
    h1,
    description,
    images,
    videoUrl: video,
    type: meta.get('og:type')?.toLowerCase() ?? null,
  };
}
