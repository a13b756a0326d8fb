import { describe, expect, it } from 'vitest';
import { absoluteUrl, withRecipePreview } from './link-preview.js';

const index = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Hearth, your family recipe box." />
    <title>Hearth</title>
  </head>
  <body><div id="root"></div></body>
</html>`;
const origin = 'https://hearth.example';

describe('absoluteUrl', () => {
  it('resolves site paths on the origin and keeps absolute http(s) addresses', () => {
    expect(absoluteUrl(origin, '/api/media/recipe-images/u/1.jpg')).toBe(
      'https://hearth.example/api/media/recipe-images/u/1.jpg',
    );
    expect(absoluteUrl(origin, 'https://cdn.example/pie.png')).toBe('https://cdn.example/pie.png');
  });

  it('drops empty and non-web addresses', () => {
    expect(absoluteUrl(origin, null)).toBeNull();
    expect(absoluteUrl(origin, 'javascript:alert(1)')).toBeNull();
    expect(absoluteUrl(origin, 'data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('withRecipePreview', () => {
  const preview = {
    title: 'Apple "Pie" <b>',
    description: 'Flaky\n\n crust',
    imageUrl: '/api/media/recipe-images/u/1.jpg',
    url: `${origin}/recipe/r1`,
  };

  it('replaces the title and description and adds Open Graph and Twitter tags inside head', () => {
    const html = withRecipePreview(index, preview, origin);
    expect(html).toContain('<title>Apple &quot;Pie&quot; &lt;b&gt; · Hearth</title>');
    expect(html).toContain('<meta name="description" content="Flaky crust" />');
    expect(html).not.toContain('your family recipe box');
    expect(html).toContain(
      '<meta property="og:image" content="https://hearth.example/api/media/recipe-images/u/1.jpg" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://hearth.example/recipe/r1" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back to a stock description and a small card without an image', () => {
    const html = withRecipePreview(index, { ...preview, description: '  ', imageUrl: null }, origin);
    expect(html).toContain('og:description" content="A family recipe on Hearth');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
  });

  it('shortens a long description to 300 characters', () => {
    const html = withRecipePreview(index, { ...preview, description: 'word '.repeat(200) }, origin);
    const content = /og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(content.length).toBeLessThanOrEqual(300);
    expect(content.endsWith('…')).toBe(true);
  });

  it('is not fooled by $ patterns in user text', () => {
    const html = withRecipePreview(index, { ...preview, title: "Cost $& $' $1" }, origin);
    expect(html).toContain('<title>Cost $&amp; $&#39; $1 · Hearth</title>');
  });
});
