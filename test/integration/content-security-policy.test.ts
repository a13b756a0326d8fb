// The local server sends the site's Content-Security-Policy with every page, as CloudFront does on
// AWS (the same policy string, infra/lib/content-security-policy.ts): the SPA's pages and a recipe's
// link-preview page.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/lib/content-security-policy.js';
import { addRecipe } from './recipes-fixtures.js';
import { stackUrl } from './support/api.js';
import { signUpUser } from './support/auth.js';

async function headersOf(path: string): Promise<{ status: number; type: string; csp: string | null }> {
  const response = await fetch(`${stackUrl()}${path}`);
  await response.arrayBuffer();
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    csp: response.headers.get('content-security-policy'),
  };
}

describe('Content-Security-Policy', () => {
  it('comes with every answer of the local server, the home page included', async () => {
    // The integration stack serves no built SPA (the e2e suite checks the pages themselves under the
    // policy); the header is set for every answer before routing, so '/' carries it all the same.
    for (const path of ['/', '/videos', '/__mail']) {
      expect((await headersOf(path)).csp).toBe(contentSecurityPolicy());
    }
  });

  it("comes with a recipe's page, public (link preview) or private", async () => {
    const owner = await signUpUser();
    for (const isPublic of [true, false]) {
      const recipe = await addRecipe(owner, { title: 'Apple Pie', isPublic });
      const page = await headersOf(`/recipe/${recipe.id}`);
      expect(page.status).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.csp).toBe(contentSecurityPolicy());
    }
  });

  it('forbids inline and foreign scripts, plugins, framing and sending data elsewhere', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    // The installable app: its own service worker and manifest.
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});
