/**
 * An amount kept left to right inside a sentence (issue 37): in a right-to-left page, "2 1/2" between
 * Arabic or Hebrew words is wrapped in Unicode's first-strong isolate, what <bdi> does for markup, for
 * words that travel as one string (a plural message). Left to right, the text stays as it is.
 */
export function isolated(text: string): string {
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  return rtl ? `\u2068${text}\u2069` : text;
}
