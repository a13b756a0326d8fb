// The media bucket and the table as tests see them: uploads through the presigned POST the browser
// uses, and direct reads of s3rver (through the local server's /media path) and DynamoDB Local to
// check what is stored.

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  GetObjectTaggingCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { api, stackUrl } from './api.js';
import type { Session } from './auth.js';

export const MEDIA_BUCKET = 'hearth-media';

// The smallest valid PNG: one transparent pixel.
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Bytes that are stored and served as a PDF (the media routes never parse them). */
export const pdfBytes = Buffer.from('%PDF-1.4\n% Hearth test file\n%%EOF\n');

export const mediaEndpoint = () => `${stackUrl()}/media`;

export const mediaS3 = () =>
  new S3Client({
    region: 'us-east-1',
    endpoint: mediaEndpoint(),
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

export const table = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: inject('hearthDynamoEndpoint'),
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

interface SignedUpload {
  url: string;
  fields: Record<string, string>;
  key: string;
  imageUrl?: string;
}

async function post(signed: SignedUpload, bytes: Buffer, contentType: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(signed.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'upload');
  const stored = await fetch(signed.url, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
}

/** Uploads a recipe image as the browser does; answers its key and address. */
export async function uploadImage(session: Session): Promise<{ key: string; address: string }> {
  const signed = await api<SignedUpload>('/api/uploads/recipe-image', {
    method: 'POST',
    token: session.idToken,
    body: { contentType: 'image/png', size: png.length },
  });
  expect(signed.status).toBe(201);
  await post(signed.body, png, 'image/png');
  return { key: signed.body.key, address: signed.body.imageUrl ?? '' };
}

/** Uploads a PDF for import as the browser does (a paid feature); answers its key and address. */
export async function uploadPdf(session: Session): Promise<{ key: string; address: string }> {
  const signed = await api<SignedUpload>('/api/uploads/recipe-file', {
    method: 'POST',
    token: session.idToken,
    body: { contentType: 'application/pdf', size: pdfBytes.length },
  });
  expect(signed.status).toBe(201);
  await post(signed.body, pdfBytes, 'application/pdf');
  return { key: signed.body.key, address: `/api/media/${signed.body.key}` };
}

/** Uploads a photo for a cook-log entry as the browser does (issue 39); answers its key. */
export async function uploadCookPhoto(session: Session): Promise<string> {
  const signed = await api<SignedUpload>('/api/uploads/cook-photo', {
    method: 'POST',
    token: session.idToken,
    body: { contentType: 'image/png', size: png.length },
  });
  expect(signed.status).toBe(201);
  await post(signed.body, png, 'image/png');
  return signed.body.key;
}

/** The tags stored on an object, as { key: value }. */
export async function objectTags(key: string): Promise<Record<string, string>> {
  const s3 = mediaS3();
  try {
    const { TagSet = [] } = await s3.send(new GetObjectTaggingCommand({ Bucket: MEDIA_BUCKET, Key: key }));
    return Object.fromEntries(TagSet.map((tag) => [tag.Key ?? '', tag.Value ?? '']));
  } finally {
    s3.destroy();
  }
}

export async function objectExists(key: string): Promise<boolean> {
  const s3 = mediaS3();
  try {
    await s3.send(new HeadObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound') return false;
    throw error;
  } finally {
    s3.destroy();
  }
}

/** Keys stored under a prefix. */
export async function keysUnder(prefix: string): Promise<string[]> {
  const s3 = mediaS3();
  try {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: MEDIA_BUCKET, Prefix: prefix }));
    return (page.Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    s3.destroy();
  }
}

/** How many recipes a user owns, counted from the owner index (what is stored, not the counter). */
export async function storedRecipeCount(userId: string): Promise<number> {
  const db = table();
  const reply = await db.send(
    new QueryCommand({
      TableName: 'hearth',
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `OWNER#${userId}` },
      Select: 'COUNT',
    }),
  );
  return reply.Count ?? 0;
}

/** The own-recipe counter on the user's entitlement item. */
export async function recipeCounter(userId: string): Promise<number | undefined> {
  const reply = await table().send(
    new GetCommand({ TableName: 'hearth', Key: { pk: `USER#${userId}`, sk: 'ENTITLEMENT' } }),
  );
  return reply.Item?.ownRecipeCount as number | undefined;
}

/** Whether a tag item exists (tags are found or created by name, any case). */
export async function tagExists(name: string): Promise<boolean> {
  const reply = await table().send(
    new GetCommand({ TableName: 'hearth', Key: { pk: `TAG#${name.trim().toLowerCase()}`, sk: 'TAG' } }),
  );
  return reply.Item !== undefined;
}
