// What media, import, videos and account deletion need from file storage (the storage adapter: S3, or
// the local s3rver). Uploads and downloads go straight between the browser and storage through signed
// addresses; the storage's errors become the plain outcomes below ('missing', 'refused').

export interface SignedUpload {
  url: string;
  fields: Record<string, string>;
}

/** What a signed upload form pins: storage refuses any other key, type, size or field. */
export interface UploadPolicy {
  key: string;
  contentType: string;
  /** Largest accepted size in bytes (the smallest is 1). */
  maxBytes: number;
  /** Further form fields the upload must carry exactly (Cache-Control, tagging, metadata). */
  fields?: Record<string, string>;
  expiresSeconds: number;
}

export interface StoredFile {
  size: number;
  contentType: string;
  metadata: Record<string, string>;
}

export interface FileTag {
  Key: string;
  Value: string;
}

export interface FileStorage {
  /** A form the browser posts the file with. */
  signUpload(policy: UploadPolicy): Promise<SignedUpload>;
  /**
   * A short-lived address to read the file: for the browser, or for the server itself (`reader:
   * 'server'`, e.g. ffmpeg's input); `inlineName` shows it inline under that name.
   */
  signDownload(
    key: string,
    options: { expiresSeconds: number; inlineName?: string; reader?: 'browser' | 'server' },
  ): Promise<string>;
  /** The stored file's size, type and metadata, or null when there is none. */
  head(key: string): Promise<StoredFile | null>;
  /** The whole file, unless it is larger than `maxBytes`; 'missing' when there is none. */
  read(key: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'>;
  /** The first `bytes` bytes of the file. */
  readStart(key: string, bytes: number): Promise<Uint8Array>;
  put(key: string, body: Uint8Array, options: { contentType: string; cacheControl?: string }): Promise<void>;
  /** Copies a file with its metadata and no tags; 'missing' when the source is gone. */
  copy(fromKey: string, toKey: string): Promise<'copied' | 'missing'>;
  /** Replaces the file's tags; 'missing' when the file is gone. */
  setTags(key: string, tags: FileTag[]): Promise<'done' | 'missing'>;
  delete(keys: string[]): Promise<void>;
  /** Deletes every file whose key starts with `prefix`. */
  deleteUnder(prefix: string): Promise<void>;
  /** Starts an upload in parts; answers its id. */
  startMultipart(key: string, contentType: string, metadata: Record<string, string>): Promise<string>;
  signPart(key: string, multipartId: string, partNumber: number, expiresSeconds: number): Promise<string>;
  /** 'refused' when storage will not assemble it (an unknown upload id, wrong parts). */
  completeMultipart(
    key: string,
    multipartId: string,
    parts: { partNumber: number; etag: string }[],
  ): Promise<'done' | 'refused'>;
  abortMultipart(key: string, multipartId: string): Promise<void>;
}
