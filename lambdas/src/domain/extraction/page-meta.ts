// Page-level facts outside schema.org: Open Graph / Twitter card tags, <title>, the first <h1>.
// They fill gaps in a structured recipe and carry the heuristic reading of pages without one.

import { cleanText, norm } from './clean-text.js';
import { type HtmlElement, textOf, walk } from './html-tree.js';
import type { ImageCandidate } from './image.js';

export interface PageMeta {
  title: string | null;
  h1: string | null;
  description: string | null;
  images: ImageCandidate[];
  videoUrl: string | null;
  /** og:type, lower case ("article", "recipe", "website", ...). */
  type: string | null;
  /** The page's first photo-like <img> (after the <h1> when there is one), for pages without share tags. */
  contentImage: string | null;
  /** og:locale as written ("de_DE"), for the recipe's language when the page names no other. */
  locale: string | null;
}

const CHROME = new Set(['nav', 'footer', 'aside', 'form', 'button']);
// Images that are page furniture by their name: logos, icons, buttons, avatars, tracking pixels.
const FURNITURE_IMAGE =
  /logo|icon|ico[-_.]|btn|button|avatar|sprite|pixel|badge|spinner|placeholder|print|share|social|facebook|twitter|pinterest|instagram|whatsapp|e-?mail|rating|stars?[-_.]|\.svg|\.gif/i;

function inChrome(el: HtmlElement): boolean {
  for (let up = el.parent; up; up = up.parent) if (CHROME.has(up.name)) return true;
  return false;
}

/** An <img> that may be the dish: not furniture, not drawn small. */
function photoSource(el: HtmlElement): string | null {
  const src = el.attrs.src ?? el.attrs['data-src'] ?? el.attrs['data-lazy-src'] ?? '';
  if (!src || src.startsWith('data:') || FURNITURE_IMAGE.test(src)) return null;
  const width = Number.parseInt(el.attrs.width ?? '', 10);
  const height = Number.parseInt(el.attrs.height ?? '', 10);
  if ((Number.isFinite(width) && width < 150) || (Number.isFinite(height) && height < 100)) return null;
  return src;
}

const fileName = (url: string): string => url.split(/[?#]/)[0]?.split('/').at(-1)?.toLowerCase() ?? '';

export function readPageMeta(root: HtmlElement): PageMeta {
  const meta = new Map<string, string>();
  const images: ImageCandidate[] = [];
  let docTitle: string | null = null;
  let h1: string | null = null;
  let firstPhoto: string | null = null;
  let photoAfterH1: string | null = null;
  const icons = new Set<string>();

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
    if (el.name === 'link' && /icon/i.test(el.attrs.rel ?? '') && el.attrs.href) {
      icons.add(fileName(el.attrs.href));
      return false;
    }
    if (el.name === 'title' && docTitle === null) docTitle = textOf(el);
    if (el.name === 'img') {
      const src = inChrome(el) ? null : photoSource(el);
      if (src) {
        firstPhoto ??= src;
        if (h1 !== null) photoAfterH1 ??= src;
      }
      return false;
    }
    if (el.name === 'h1' && h1 === null) {
      h1 = textOf(el) || null;
      return false;
    }
    return true;
  });

  // A site whose share tags name the site itself, not the page: its icon is no photo of the dish,
  // and its name is no title.
  const photos = images.filter((i) => !icons.has(fileName(i.url)));
  images.length = 0;
  images.push(...photos);
  // Spacing aside: "Grim Grains" and "GrimGrains" name one site.
  const squash = (v: string | undefined) => norm(v).replaceAll(' ', '');
  const siteName = squash(meta.get('og:site_name'));
  for (const key of ['og:title', 'twitter:title'])
    if (siteName && squash(meta.get(key)) === siteName) meta.delete(key);
  if (!images.length) {
    const fallback = meta.get('twitter:image') ?? meta.get('twitter:image:src') ?? meta.get('image_src');
    if (fallback && !icons.has(fileName(fallback))) images.push({ url: fallback });
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
    contentImage: photoAfterH1 ?? firstPhoto,
    locale: meta.get('og:locale') ?? null,
  };
}
