// Fetches a web page for recipe import without letting the address reach our own network (SSRF).
// Every hop, the first and each redirect, is checked: an IP literal directly, a host name through a
// custom `lookup` that resolves ALL its addresses, refuses the host if any one is not public, and
// hands exactly those checked addresses to the socket, so a second DNS answer (rebinding) is never
// consulted. Also capped: 5 redirects, 10 s for the whole fetch, 5 MB of (decompressed) body.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { type FetchedPage, PageFetchError } from '../../domain/import/ports.js';
import { isPublicAddress } from './address-policy.js';

export { type FetchFailure, fetchFailureMessages, PageFetchError } from '../../domain/import/ports.js';

export interface SafeFetchOptions {
  maxRedirects?: number;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Ports a page may be on; 'any' only for tests, which serve pages on random ports. */
  ports?: number[] | 'any';
  /** Local end-to-end runs only (HEARTH_ALLOW_PRIVATE_FETCH): serves test pages from loopback. */
  allowPrivateAddresses?: boolean;
  /** Exact addresses exempt from the policy; tests use it to reach their own server and nothing else. */
  exemptAddresses?: readonly string[];
  /** The resolver; tests pass a fake one to play DNS answers (rebinding). */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

export type { FetchedPage };

export const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

const DEFAULTS = {
  maxRedirects: 5,
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  ports: [80, 443],
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

const systemResolve = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

function allowedAddress(address: string, options: SafeFetchOptions): boolean {
  if (options.allowPrivateAddresses) return true;
  const bare = address.replace(/^\[|\]$/g, '');
  if (options.exemptAddresses?.includes(bare)) return true;
  return isPublicAddress(bare);
}

/** Parses and checks the scheme, credentials and port of one hop's address. */
function checkedUrl(raw: string, base: URL | undefined, options: SafeFetchOptions): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new PageFetchError(base ? 'PageUnavailable' : 'InvalidAddress');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageFetchError('AddressRefused');
  if (url.username || url.password) throw new PageFetchError('AddressRefused');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  const ports = options.ports ?? DEFAULTS.ports;
  if (ports !== 'any' && !ports.includes(port)) throw new PageFetchError('AddressRefused');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !allowedAddress(host, options)) throw new PageFetchError('AddressRefused');
  return url;
}

/** A `lookup` for http.request that answers only with addresses the policy allows. */
function guardedLookup(options: SafeFetchOptions): LookupFunction {
  const resolve = options.resolve ?? systemResolve;
  return (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((entry) => allowedAddress(entry.address, options))) {
          callback(new PageFetchError('AddressRefused'), '', 0);
          return;
        }
        const family = lookupOptions.family === 'IPv4' ? 4 : lookupOptions.family === 'IPv6' ? 6 : 0;
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        if (lookupOptions.all) callback(null, usable as never);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function get(url: URL, signal: AbortSignal, options: SafeFetchOptions): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      headers: BROWSER_HEADERS,
      signal,
      lookup: guardedLookup(options),
      // A fresh connection per hop: a pooled socket could have been opened to an address checked for
      // another host.
      agent: false,
    });
    request.once('response', resolve);
    request.once('error', reject);
  });
}

function failureOf(error: unknown, signal: AbortSignal): PageFetchError {
  if (error instanceof PageFetchError) return error;
  // The lookup's refusal arrives wrapped by the socket on some Node versions.
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof PageFetchError) return cause;
  if (signal.aborted) return new PageFetchError('PageTimeout');
  return new PageFetchError('PageUnavailable');
}

function charsetOf(contentType: string, head: Buffer): string {
  const declared = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(
    head.subarray(0, 4096).toString('latin1'),
  )?.[1];
  for (const label of [declared, meta]) {
    if (!label) continue;
    try {
      new TextDecoder(label);
      return label;
    } catch {
      // an unknown label: try the next one
    }
  }
  return 'utf-8';
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new PageFetchError('PageTooLarge');
  }
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  // pipeline, not pipe: when the deadline aborts the request, the response's error must reach the
  // decoder too, or a server dripping compressed bytes keeps the read below waiting forever.
  // The error itself surfaces through the decoder's iterator, so the callback has nothing to do.
  const stream = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw new PageFetchError('PageTooLarge');
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
  }
  return Buffer.concat(chunks);
}

/** Fetches an HTML page under the import's rules; throws PageFetchError with a message for the user. */
export async function fetchPage(address: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULTS.timeoutMs);
  try {
    let url = checkedUrl(address, undefined, options);
    for (let hop = 0; ; hop += 1) {
      const response = await get(url, controller.signal, options);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.resume();
        if (hop >= maxRedirects) throw new PageFetchError('TooManyRedirects');
        url = checkedUrl(response.headers.location, url, options);
        continue;
      }
      if (status === 404 || status === 410) {
        response.resume();
        throw new PageFetchError('PageNotFound');
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new PageFetchError('PageUnavailable', `That page could not be loaded (HTTP ${status})`);
      }
      const contentType = String(response.headers['content-type'] ?? '');
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (!HTML_TYPES.has(mediaType)) {
        response.destroy();
        throw new PageFetchError('NotHtml');
      }
      const body = await readBody(response, maxBytes);
      return {
        url: url.href,
        contentType,
        html: new TextDecoder(charsetOf(contentType, body)).decode(body),
      };
    }
  } catch (error) {
    throw failureOf(error, controller.signal);
  } finally {
    clearTimeout(timer);
  }
}
