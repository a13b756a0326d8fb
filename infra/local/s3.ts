// s3rver in this process, storing objects under <dataDir>/s3. It does not check signatures or POST
// policies (unit-test those); CORS is configured for the site origin like the real bucket. On start,
// uploads left pending for over a day are deleted, as the bucket's lifecycle rule does on AWS.
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
