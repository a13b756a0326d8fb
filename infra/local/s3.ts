// s3rver in this process, storing objects under <dataDir>/s3. It does not check signatures or POST
// policies (unit-test those); CORS is configured for the site origin like the real bucket. On start,
// uploads left pending for over a day are deleted, as the bucket's lifecycle rule does on AWS.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import S3rver from 's3rver';
import { sweepPendingUploads } from './pending-uploads.js';

// s3rver only knows its own S3RVER key; the handlers sign with the local stand-in key.
const s3rverAccount = createRequire(import.meta.url)('s3rver/lib/models/account.js') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};
s3rverAccount.DUMMY_ACCOUNT.createKeyPair('local', 'local');

// Completing a multipart upload that does not exist (or with a part never sent) is a 4xx on S3
// (NoSuchUpload, InvalidPart); s3rver fails reading the missing files with a 500 instead. Answer as
// S3 does, so the handlers' refusal of a forged upload is the same locally as on AWS.
type MultipartStore = {
  getResourcePath(bucket: string, key: undefined, resource: string): string;
  putObjectMultipart(bucket: string, uploadId: string, parts: { number: number }[]): Promise<unknown>;
};
const s3rverStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem.js') as {
  prototype: MultipartStore;
};
const S3Error = createRequire(import.meta.url)('s3rver/lib/models/error.js') as new (
  code: string,
  message: string,
) => Error;
const putObjectMultipart = s3rverStore.prototype.putObjectMultipart;
s3rverStore.prototype.putObjectMultipart = async function (this: MultipartStore, bucket, uploadId, parts) {
  const uploadDir = join(this.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  if (!/^[\w-]+$/.test(uploadId) || !existsSync(join(uploadDir, 'key')))
    throw new S3Error('NoSuchUpload', 'The specified upload does not exist.');
  if (parts.some((part) => !existsSync(join(uploadDir, String(part.number)))))
    throw new S3Error('InvalidPart', 'One or more of the specified parts could not be found.');
  return putObjectMultipart.call(this, bucket, uploadId, parts);
};

// S3 knows a multipart upload by its key AND its id: a part or a completion sent under another key is
// NoSuchUpload. s3rver keys uploads by id alone and assembles them under the key they began with, so a
// completion sent for another key (another person's video, say) would finish the owner's upload for
// them (issue 40's cross-user test found it). Answer as S3 does.
type MultipartContext = {
  params: { bucket: string; key: string };
  query: { uploadId?: string };
  store: MultipartStore;
};
const s3rverObjects = createRequire(import.meta.url)('s3rver/lib/controllers/object.js') as Record<
  'completeMultipartUpload' | 'uploadPart',
  (ctx: MultipartContext) => Promise<void>
>;
for (const name of ['completeMultipartUpload', 'uploadPart'] as const) {
  const original = s3rverObjects[name];
  s3rverObjects[name] = async (ctx) => {
    const uploadId = ctx.query.uploadId ?? '';
    const keyFile = join(ctx.store.getResourcePath(ctx.params.bucket, undefined, 'uploads'), uploadId, 'key');
    const startedFor =
      /^[\w-]+$/.test(uploadId) && existsSync(keyFile) ? readFileSync(keyFile, 'utf8') : null;
    if (startedFor !== ctx.params.key)
      throw new S3Error('NoSuchUpload', 'The specified upload does not exist.');
    return original(ctx);
  };
}

export interface LocalS3 {
  endpoint: string;
  stop(): Promise<void>;
}

function corsXml(origin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${origin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

export async function startS3(options: {
  dataDir: string;
  bucket: string;
  origin: string;
}): Promise<LocalS3> {
  const directory = join(options.dataDir, 's3');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.origin)] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  // The bucket's lifecycle rule for unclaimed uploads, run on start (s3rver has no lifecycle).
  await sweepPendingUploads({ endpoint, bucket: options.bucket });
  return {
    endpoint,
    async stop() {
      const http = (server as unknown as { httpServer?: Server }).httpServer;
      http?.closeAllConnections?.();
      await server.close();
    },
  };
}
