// A list of web addresses: a text file with one address a line (blank lines and "#" comments
// skipped), or a browser's bookmarks export (the Netscape bookmark file every browser writes),
// whose links are read. Each address is imported later through the URL extractor and its SSRF
// guard; here it is only checked to be an http(s) address.
import { Parser } from 'htmlparser2';
import { emptyRead, type FormatRead } from './read.js';

export const isBookmarksFile = (text: string): boolean =>
  /^\s*<!DOCTYPE\s+NETSCAPE-Bookmark-file/i.test(text);

const webAddress = (text: string): string | null => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** Whether every line that is not blank or a comment is a web address (and there is one). */
export function looksLikeUrlList(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return (
    lines.length > 0 && lines.filter((l) => webAddress(l) !== null).length >= Math.ceil(lines.length / 2)
  );
}

export function readUrlList(text: string, origin: string): FormatRead {
  const read = emptyRead();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    const url = webAddress(line);
    if (url) read.links.push({ origin: `${origin}, line ${index + 1}`, url });
    else
      read.failures.push({
        origin: `${origin}, line ${index + 1}`,
        reason: `“${line.slice(0, 80)}” is not a web address`,
      });
  });
  return read;
}

export function readBookmarks(html: string, origin: string): FormatRead {
  const read = emptyRead();
  let href: string | null = null;
  let label = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'a') {
          href = attrs.href ?? null;
          label = '';
        }
      },
      ontext(text) {
        if (href !== null) label += text;
      },
      onclosetag(name) {
        if (name !== 'a' || href === null) return;
        const url = webAddress(href);
        const where = `${origin}, “${label.trim().slice(0, 80) || href}”`;
        if (url) read.links.push({ origin: where, url });
        else
          read.failures.push({
            origin: where,
            reason: `The bookmark “${label.trim().slice(0, 80)}” is not a web address`,
          });
        href = null;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return read;
}
