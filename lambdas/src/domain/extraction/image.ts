// The recipe's best image: the largest candidate whose size is known (ImageObject width/height,
// og:image:width, or a "-1200x800" size in the file name), else the first one listed. URLs are
// made absolute against the page address.

export interface ImageCandidate {
  url: string;
  width?: number;
  height?: number;
}

const toNumber = (v: unknown): number | undefined => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    const n = Number.parseFloat(v);
    return Number.isFinite(n) ? n : undefined;
  }
  if (v && typeof v === 'object' && !Array.isArray(v)) return toNumber((v as Record<string, unknown>).value);
  return undefined;
};

/** Candidates from a schema.org image value: URL, list, ImageObject, or lists of those. */
export function imageCandidates(
  value: unknown,
  resolve: (v: unknown) => unknown = (v) => v,
): ImageCandidate[] {
  const out: ImageCandidate[] = [];
  const visit = (raw: unknown, depth: number): void => {
    const v = resolve(raw);
    if (depth > 3 || v == null) return;
    if (typeof v === 'string') {
      if (v.trim()) out.push({ url: v.trim() });
    } else if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
    } else if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      const url = o.url ?? o.contentUrl ?? o['@id'] ?? o.thumbnailUrl;
      const first = Array.isArray(url) ? url[0] : url;
      if (typeof first === 'string' && first.trim()) {
        out.push({ url: first.trim(), width: toNumber(o.width), height: toNumber(o.height) });
      }
    }
  };
  visit(value, 0);
  return out;
}

function sizeOf(c: ImageCandidate): number | null {
  if (c.width && c.height) return c.width * c.height;
  if (c.width) return c.width * c.width * 0.75;
  const m = /[-_/](\d{2,5})x(\d{2,5})(?=[._/-]|$)/.exec(c.url.split('?')[0] ?? '');
  if (m) return Number(m[1]) * Number(m[2]);
  return null;
}

export function absoluteUrl(url: string, base: string): string | null {
  const u = url.trim().replace(/ /g, '%20');
  if (!u || u.startsWith('data:')) return null;
  try {
    const abs = new URL(u, base);
    return abs.protocol === 'http:' || abs.protocol === 'https:' ? abs.href : null;
  } catch {
    return null;
  }
}

export function bestImage(candidates: readonly ImageCandidate[], pageUrl: string): string | null {
  let best: ImageCandidate | null = null;
  let bestSize = -1;
  for (const c of candidates) {
    if (!absoluteUrl(c.url, pageUrl)) continue;
    const size = sizeOf(c) ?? 0;
    if (!best || size > bestSize) {
      best = c;
      bestSize = size;
    }
  }
  return best ? absoluteUrl(best.url, pageUrl) : null;
}
