// A zip written straight into a FileSink as it is built (fflate's streaming Zip): each file's bytes
// are compressed and handed on before the next file is read, so a zip of a thousand photos never sits
// in memory; only the file being added does. Photos are stored as they are (already compressed).
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { FileSink } from '../ports.js';

export class ZipStream {
  private pending: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly zip: Zip;

  constructor(
    private readonly sink: FileSink,
    private readonly modified: Date,
  ) {
    this.zip = new Zip((error, chunk) => {
      if (error) this.failure = error;
      else this.pending.push(chunk);
    });
  }

  /** Adds one file; `compress` false for bytes that are compressed already (photos). */
  async add(name: string, bytes: Uint8Array, compress = true): Promise<void> {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    file.mtime = this.modified;
    this.zip.add(file);
    file.push(bytes, true);
    await this.flush();
  }

  addText(name: string, text: string): Promise<void> {
    return this.add(name, new TextEncoder().encode(text));
  }

  /** Writes the zip's directory and completes the file; answers its size. */
  async finish(): Promise<number> {
    this.zip.end();
    await this.flush();
    return this.sink.close();
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const chunks = this.pending;
    this.pending = [];
    for (const chunk of chunks) await this.sink.write(chunk);
  }
}
