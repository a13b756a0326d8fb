// A recipe page the smoke test serves itself, for when the default public page refuses the import
// (many recipe sites turn away requests from cloud addresses such as Lambda's). On AWS it is put in the
// site's own bucket (named in SSM by the web stack) and read through CloudFront at the site's address,
// with the deployer's credentials, then removed; locally it is served on loopback, which the local
// stack may fetch.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const OWN_PAGE_TITLE = 'Smoke Test Oat Biscuits';

export const ownPageHtml = `<!doctype html><html><head><title>${OWN_PAGE_TITLE}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: OWN_PAGE_TITLE,
  recipeIngredient: ['200 g oats', '100 g butter', '2 tbsp honey'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Mix, shape and bake 15 minutes.' }],
})}</script></head><body><h1>${OWN_PAGE_TITLE}</h1></body></html>`;

export interface OwnPage {
  url: string;
  close(): Promise<void>;
}

/** Serves the page on loopback (the local stack's fetcher may read it). */
export async function servePageLocally(): Promise<OwnPage> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ownPageHtml),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/smoke-recipe`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Puts the page in the site bucket under smoke/ and answers its address on the site. */
export async function servePageOnSite(site: string, region: string, stackPrefix: string): Promise<OwnPage> {
  const [{ SSMClient, GetParameterCommand }, { S3Client, PutObjectCommand, DeleteObjectCommand }] =
    await Promise.all([import('@aws-sdk/client-ssm'), import('@aws-sdk/client-s3')]);
  const ssm = new SSMClient({ region });
  const s3 = new S3Client({ region });
  try {
    const parameter = await ssm.send(new GetParameterCommand({ Name: `/${stackPrefix}/site-bucket` }));
    const bucket = parameter.Parameter?.Value;
    if (!bucket) throw new Error(`no /${stackPrefix}/site-bucket parameter (is --stack-prefix right?)`);
    const key = `smoke/${randomBytes(8).toString('hex')}.html`;
    await s3.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: ownPageHtml,
        ContentType: 'text/html; charset=utf-8',
        CacheControl: 'no-store',
      }),
    );
    return {
      url: `${site}/${key}`,
      close: async () => {
        await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
        s3.destroy();
      },
    };
  } finally {
    ssm.destroy();
  }
}
