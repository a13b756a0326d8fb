// Presigned S3 URLs made for <origin>/media reach s3rver through the local server, as CloudFront
// would serve media on AWS.
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { mediaBucket, region } from '../../infra/local/stack.js';
import { stackUrl } from './support/api.js';

const signer = () =>
  new S3Client({
    region,
    endpoint: `${stackUrl()}/media`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

describe('/media proxy', () => {
  it('stores a presigned PUT and serves it back, ranges included', async () => {
    const key = `recipe-images/it-user/${Date.now()}.txt`;
    const client = signer();
    const putUrl = await getSignedUrl(
      client,
      new PutObjectCommand({ Bucket: mediaBucket, Key: key, ContentType: 'text/plain' }),
    );
    expect(new URL(putUrl).origin).toBe(stackUrl());
    const put = await fetch(putUrl, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: 'family recipe',
    });
    expect(put.status).toBe(200);

    const getUrl = await getSignedUrl(client, new GetObjectCommand({ Bucket: mediaBucket, Key: key }));
    const whole = await fetch(getUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('text/plain');
    expect(await whole.text()).toBe('family recipe');

    const part = await fetch(getUrl, { headers: { range: 'bytes=0-5' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('family');
  });

  it('answers 404 for a missing object', async () => {
    const url = await getSignedUrl(
      signer(),
      new GetObjectCommand({ Bucket: mediaBucket, Key: 'recipe-images/nobody/none.jpg' }),
    );
    expect((await fetch(url)).status).toBe(404);
  });
});
