// Link previews (Open Graph and Twitter cards) for a public recipe's address /recipe/{id}: chat apps
// and social sites read these tags from the HTML and never run the SPA. The tags are injected into the
// SPA's own index.html, so browsers get the same page as ever. Private or missing recipes get the plain
// page: no title leaks.
import { escapeHtml } from '../../shared/html.js';

export interface RecipePreview {
  title: string;
  description: string | null;
  /** As stored: absolute, or a path on the site such as /api/media/recipe-images/... */
  imageUrl: string | null;
  /** The page's own absolute address. */
  url: string;
}

const FALLBACK_DESCRIPTION = 'A family recipe on Hearth: love people, cook good food.';
const MAX_DESCRIPTION = 300;

/** An absolute http(s) address for `url` on `origin`, or null when it is neither. */
export function absoluteUrl(origin: string, url: string | null): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : null;
  } catch {
    return null;
  }
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_DESCRIPTION ? flat : `${flat.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

export function previewTags(preview: RecipePreview, origin: string): string {
  const description = shorten(preview.description ?? '') || FALLBACK_DESCRIPTION;
  const image = absoluteUrl(origin, preview.imageUrl);
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', 'Hearth'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', preview.url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', preview.title)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
  ].join('\n    ');
}

/** index.html with the recipe's title, description and preview tags. */
export function withRecipePreview(indexHtml: string, preview: RecipePreview, origin: string): string {
  const description = shorten(preview.description ?? '') || FALLBACK_DESCRIPTION;
  let html = indexHtml.replace(
    /<title>[^<]*<\/title>/i,
    () => `<title>${escapeHtml(preview.title)} · Hearth</title>`,
  );
  html = html.replace(
    /<meta\s+name="description"[^>]*>/i,
    () => `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  const tags = previewTags(preview, origin);
  return /<\/head>/i.test(html)
    ? html.replace(/<\/head>/i, () => `    ${tags}\n  </head>`)
    : `${tags}\n${html}`;
}
