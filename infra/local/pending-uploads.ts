// The local stand-in for the media bucket's lifecycle rule on unclaimed uploads (stateful-stack.ts):
// s3rver has no lifecycle, so on start the local S3 (s3.ts) deletes every object still tagged pending
// (domain/media/recipe-media.ts) that is older than PENDING_UPLOAD_DAYS. s3rver also ignores the
// `tagging` field of a presigned POST, so the local /media proxy applies it after the upload, as S3
// itself stores it (applyPostTagging below).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import {
  DeleteObjectCommand,
  GetObjectTaggingCommand,
  ListObjectsV2Command,
  PutObjectTaggingCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { PENDING_UPLOAD_DAYS, PENDING_UPLOAD_TAG } from '../../lambdas/src/contracts/media-keys.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const localS3Client = (endpoint: string) =>
  new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

/** Deletes the pending-tagged objects older than the expiry; answers the keys deleted. */
export async function sweepPendingUploads(options: {
  endpoint: string;
  bucket: string;
  now?: Date;
  /** Only under these key prefixes (tests sweep their own users' files); default the whole bucket. */
  prefixes?: string[];
}): Promise<string[]> {
  const s3 = localS3Client(options.endpoint);
  const cutoff = (options.now ?? new Date()).getTime() - PENDING_UPLOAD_DAYS * DAY_MS;
  const deleted: string[] = [];
  try {
    for (const prefix of options.prefixes ?? [undefined]) {
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified || object.LastModified.getTime() > cutoff) continue;
          const { TagSet = [] } = await s3.send(
            new GetObjectTaggingCommand({ Bucket: options.bucket, Key: object.Key }),
          );
          const pending = TagSet.some(
            (tag) => tag.Key === PENDING_UPLOAD_TAG.Key && tag.Value === PENDING_UPLOAD_TAG.Value,
          );
          if (!pending) continue;
          await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: object.Key }));
          deleted.push(object.Key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
  } finally {
    s3.destroy();
  }
  return deleted;
}

/** The tags of an S3 `tagging` form field (<Tagging><TagSet><Tag><Key>…</Key><Value>…</Value></Tag>…). */
export function tagsOfTaggingXml(xml: string): { Key: string; Value: string }[] {
  return [...xml.matchAll(/<Tag>\s*<Key>([^<]*)<\/Key>\s*<Value>([^<]*)<\/Value>\s*<\/Tag>/g)].map(
    ([, Key = '', Value = '']) => ({ Key, Value }),
  );
}

/** True for a browser's presigned POST upload to the bucket (form fields, then the file). */
export const isPostUpload = (req: IncomingMessage) =>
  req.method === 'POST' && (req.headers['content-type'] ?? '').startsWith('multipart/form-data');

/** The text fields at the head of a multipart form (S3 takes the file last, so they all come first). */
export function formFieldsOf(head: string): Record<string, string> {
  // Everything from the file part on is the file's bytes, never fields.
  const fileStart = head.search(/name="file"|filename="/);
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of (fileStart >= 0 ? head.slice(0, fileStart) : head).matchAll(
    /name="([^"]+)"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r]*)\r\n/g,
  ))
    fields[name] = value;
  return fields;
}

const FORM_HEAD_BYTES = 64 * 1024;

/**
 * Proxies a presigned POST upload to s3rver (streamed; the head of the form is kept to read its
 * fields), then stores the form's `tagging` field on the object as S3 does, before answering.
 */
export function proxyTaggedPost(req: IncomingMessage, res: ServerResponse, target: URL, s3Endpoint: string) {
  let head = Buffer.alloc(0);
  req.on('data', (chunk: Buffer) => {
    if (head.length < FORM_HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, FORM_HEAD_BYTES);
  });
  const fail = () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('Bad gateway');
  };
  const upstream = httpRequest(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host } },
    async (reply) => {
      try {
        const parts: Buffer[] = [];
        for await (const part of reply) parts.push(part as Buffer);
        const status = reply.statusCode ?? 502;
        const fields = formFieldsOf(head.toString('latin1'));
        const bucket = target.pathname.split('/').filter(Boolean)[0];
        if (status < 300 && fields.key && fields.tagging && bucket) {
          const s3 = localS3Client(s3Endpoint);
          try {
            await s3.send(
              new PutObjectTaggingCommand({
                Bucket: bucket,
                Key: fields.key,
                Tagging: { TagSet: tagsOfTaggingXml(fields.tagging) },
              }),
            );
          } finally {
            s3.destroy();
          }
        }
        res.writeHead(status, reply.headers);
        res.end(Buffer.concat(parts));
      } catch {
        fail();
      }
    },
  );
  upstream.on('error', fail);
  req.pipe(upstream);
}
