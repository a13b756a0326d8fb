// Text files from other apps come in whatever encoding the app or a spreadsheet chose. UTF-8 is read
// strictly; a byte-order mark names UTF-16; anything else that is not valid UTF-8 is read as
// Windows-1252, which is what spreadsheets on Windows write (and a superset of Latin-1).
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return utf8.decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** JSON read from bytes, or null when it is not JSON at all. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decodeText(bytes));
  } catch {
    return null;
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const asArray = (v: unknown): unknown[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];

/** A value as trimmed text: strings and numbers; anything else is null. */
export function textOf(v: unknown): string | null {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t;
}

/** A block of text split into its non-empty lines. */
export const linesOf = (v: unknown): string[] =>
  (textOf(v) ?? '')
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The names of a list of labels: strings, or objects with a name ({name: "Soup"}). */
export const namesOf = (v: unknown): string[] =>
  asArray(v)
    .map((x) => (isObject(x) ? textOf(x.name) : textOf(x)))
    .filter((x): x is string => x !== null);
