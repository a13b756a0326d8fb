// "Already in your recipes": two addresses name the same page when they differ only in case of the
// scheme and host, a leading www., the default port, a fragment, a trailing slash, tracking
// parameters or the order of the remaining parameters. The key is a SHA-256 of that normal form.
// Pure key derivation for the recipe-source entity (data/entities/recipe-source.ts), so it lives in data/.
import { createHash } from 'node:crypto';

const TRACKING = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|_ga|ref|ref_src)$/i;

/** The normal form of a web address, or null when it is not an http(s) address. */
export function normaliseSourceUrl(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const params = [...url.searchParams.entries()]
    .filter(([name]) => !TRACKING.test(name))
    .sort(([a, av], [b, bv]) => a.localeCompare(b) || av.localeCompare(bv));
  const query = new URLSearchParams(params).toString();
  const path = url.pathname.replace(/\/+$/, '') || '/';
  // http and https of one page are the same recipe.
  return `${host}${url.port ? `:${url.port}` : ''}${path}${query ? `?${query}` : ''}`;
}

export function sourceUrlKey(address: string): string | null {
  const normal = normaliseSourceUrl(address);
  return normal ? createHash('sha256').update(normal).digest('hex') : null;
}
