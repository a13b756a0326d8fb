// The SPA's index.html, for pages the API serves itself (recipe link previews). The web build is
// separate from the Lambda bundle, so it is read at run time: locally from the build directory
// (WEB_DIST_DIR, read on every call so a rebuild shows at once); on AWS from the site bucket, whose
// name the web stack writes to SSM (the API stack is deployed first, so it cannot be an env variable),
// kept in memory for a few minutes. Deploys never prune old assets, so a copy a little stale still works.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { s3, ssm } from '../../shared/clients.js';
import { config } from '../../shared/config.js';

const CACHE_MS = 5 * 60_000;

/** Served when no build exists locally (tests without a web build): the tags still go in. */
export const unbuiltIndexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Hearth, your family recipe box: love people, cook good food." />
    <title>Hearth</title>
  </head>
  <body>
    <p>The web app is not built yet: run <code>npm run build:web</code> and reload.</p>
  </body>
</html>
`;

let cached: { html: string; at: number } | undefined;
let bucketName: Promise<string> | undefined;

async function readParameter(name: string) {
  const { GetParameterCommand } = await import('@aws-sdk/client-ssm');
  return (await ssm()).send(new GetParameterCommand({ Name: name }));
}

async function siteBucket(parameter: string): Promise<string> {
  bucketName ??= readParameter(parameter)
    .then((result) => {
      const value = result.Parameter?.Value;
      if (!value) throw new Error(`SSM parameter ${parameter} holds no bucket name`);
      return value;
    })
    .catch((error: unknown) => {
      bucketName = undefined;
      throw error;
    });
  return bucketName;
}

async function fromBucket(parameter: string): Promise<string> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.html;
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const result = await (await s3()).send(
    new GetObjectCommand({ Bucket: await siteBucket(parameter), Key: 'index.html' }),
  );
  const html = (await result.Body?.transformToString('utf-8')) ?? '';
  if (!html) throw new Error('The site bucket has no index.html');
  cached = { html, at: Date.now() };
  return html;
}

export async function loadIndexHtml(): Promise<string> {
  if (config.WEB_DIST_DIR) {
    try {
      return await readFile(join(config.WEB_DIST_DIR, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return unbuiltIndexHtml;
      throw error;
    }
  }
  if (config.SITE_BUCKET_PARAMETER) return fromBucket(config.SITE_BUCKET_PARAMETER);
  throw new Error('Hearth configuration is missing WEB_DIST_DIR or SITE_BUCKET_PARAMETER');
}
