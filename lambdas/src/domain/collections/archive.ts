// Every archive is hostile until read. Entries are inflated in small steps while their bytes are
// counted, so a zip bomb stops at the cap instead of filling memory (headers can lie about sizes);
// the entry count is capped too, and a name that climbs out of its folder ("../", "/etc", "C:\") is
// never read. Nested archives (Tandoor's zip of zips) draw on the same budget.
import { Gunzip, Unzip, UnzipInflate } from 'fflate';

export interface ArchiveLimits {
  /** Bytes all entries may unpack to, nested archives included. */
  maxTotalBytes: number;
  maxEntries: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = { maxTotalBytes: 1024 * 1024 * 1024, maxEntries: 20_000 };

const MB = 1024 * 1024;
const STEP = 16 * 1024;

/** The error name the workflow sees (a Lambda's errorType) when a whole file is refused. */
export const ARCHIVE_REFUSED = 'ArchiveRefused';

/** The whole archive is refused; the reason is said in plain words. */
export class ArchiveRefused extends Error {
  override readonly name = ARCHIVE_REFUSED;
}

/** Refused for its size or number of files: no part of the archive is imported. */
export class ArchiveOverCap extends ArchiveRefused {}

/** What is left of the caps as an archive and the archives inside it are read. */
export class ArchiveBudget {
  private bytes = 0;
  private entries = 0;
  constructor(readonly limits: ArchiveLimits = ARCHIVE_LIMITS) {}

  countEntry(): void {
    if (++this.entries > this.limits.maxEntries) {
      throw new ArchiveOverCap(
        `The archive holds more than ${this.limits.maxEntries.toLocaleString('en-US')} files, more than Hearth reads in one import`,
      );
    }
  }

  countBytes(n: number): void {
    this.bytes += n;
    if (this.bytes > this.limits.maxTotalBytes) {
      throw new ArchiveOverCap(
        `The archive unpacks to more than ${Math.round(this.limits.maxTotalBytes / MB)} MB, more than Hearth reads in one import`,
      );
    }
  }
}

export interface ArchiveEntry {
  /** The entry's path inside the archive, with forward slashes. */
  name: string;
  bytes: Uint8Array;
}

export interface ArchiveContents {
  entries: ArchiveEntry[];
  /** Names that were not read because they point outside the archive. */
  unsafe: string[];
}

/** A name that stays inside the archive's folder: relative, no "..", no drive letter. */
export function isSafeEntryName(name: string): boolean {
  const path = name.replace(/\\/g, '/');
  if (path.startsWith('/') || /^[a-z]:/i.test(path) || path.includes('\0')) return false;
  return !path.split('/').some((part) => part === '..');
}

export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

export const isGzip = (bytes: Uint8Array): boolean =>
  bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;

function joined(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Reads a zip's files (folders and macOS "__MACOSX" shadows skipped) within the budget. */
export function readZip(bytes: Uint8Array, budget: ArchiveBudget): ArchiveContents {
  if (!isZip(bytes)) throw new ArchiveRefused('The file is not a zip archive');
  const entries: ArchiveEntry[] = [];
  const unsafe: string[] = [];
  // fflate hands an error thrown in a callback back as the next callback's error, so the first
  // refusal is kept here and thrown between steps.
  let stop: ArchiveRefused | null = null;
  const unzip = new Unzip((file) => {
    if (stop) return;
    try {
      budget.countEntry();
    } catch (error) {
      stop = error as ArchiveRefused;
      return;
    }
    const name = file.name.replace(/\\/g, '/');
    if (name.endsWith('/') || name.startsWith('__MACOSX/')) return;
    if (!isSafeEntryName(name)) {
      unsafe.push(name);
      return;
    }
    const chunks: Uint8Array[] = [];
    let length = 0;
    file.ondata = (error, data, final) => {
      if (stop) return;
      if (error) {
        stop = new ArchiveRefused(`The archive is damaged (${name} cannot be unpacked)`);
        return;
      }
      try {
        budget.countBytes(data.length);
      } catch (refusal) {
        stop = refusal as ArchiveRefused;
        file.terminate();
        return;
      }
      chunks.push(data);
      length += data.length;
      if (final) entries.push({ name, bytes: joined(chunks, length) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !stop; at += STEP) {
      unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
    }
  } catch {
    stop ??= new ArchiveRefused('The archive is damaged and cannot be unpacked');
  }
  if (stop) throw stop;
  if (entries.length === 0 && unsafe.length === 0)
    throw new ArchiveRefused('The archive is damaged or empty');
  return { entries, unsafe };
}

/** Un-gzips one file within the budget; null when it is not gzip or is damaged. */
export function gunzipWithin(bytes: Uint8Array, budget: ArchiveBudget): Uint8Array | null {
  if (!isGzip(bytes)) return null;
  const chunks: Uint8Array[] = [];
  let length = 0;
  let stop: ArchiveRefused | null = null;
  const gunzip = new Gunzip((data) => {
    if (stop) return;
    try {
      budget.countBytes(data.length);
    } catch (refusal) {
      stop = refusal as ArchiveRefused;
      return;
    }
    chunks.push(data);
    length += data.length;
  });
  try {
    for (let at = 0; at < bytes.length && !stop; at += STEP) {
      gunzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
    }
  } catch {
    if (!stop) return null;
  }
  if (stop) throw stop;
  return joined(chunks, length);
}
