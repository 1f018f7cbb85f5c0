import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZProductImageUrl } from '@voltia/domain';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_BRANDS } from './brands';
import { DEMO_CATEGORIES } from './categories';
import {
  DEMO_IMAGE_DIRECTORY,
  brandColours,
  buildDemoProductImages,
  demoProductImagePath,
  demoProductImageSvg,
  escapeXml,
  hslToHex,
} from './demo-product-images';
import { DRAWN_CATEGORY_IDS } from './product-drawings';
import { DEMO_PRODUCTS } from './products';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const directory = join(repoRoot, DEMO_IMAGE_DIRECTORY);
const sample = DEMO_PRODUCTS[0]!;

describe('demo product images', () => {
  it('gives every demo product one image: its own drawing, served by the storefront', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.images).toEqual([`/demo/productos/${product.product_id}.svg`]);
      expect(ZProductImageUrl.safeParse(product.images[0]).success).toBe(true);
    }
  });

  it('the committed files are exactly what the generator makes (run `pnpm --filter @voltia/demo-data demo-images`)', () => {
    const images = buildDemoProductImages(DEMO_PRODUCTS);
    const committed = readdirSync(directory)
      .filter((name) => name.endsWith('.svg'))
      .sort();
    expect(committed).toEqual(images.map((image) => image.fileName).sort());
    for (const { fileName, svg } of images) {
      expect(readFileSync(join(directory, fileName), 'utf8'), fileName).toBe(svg);
    }
  });

  it('keeps the images small: under 2 KB each and 1.5 MB in all', () => {
    const sizes = buildDemoProductImages(DEMO_PRODUCTS).map(({ svg }) => Buffer.byteLength(svg));
    expect(Math.max(...sizes)).toBeLessThan(2048);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('is deterministic and uses neither randomness nor the clock', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    expect(buildDemoProductImages(DEMO_PRODUCTS)).toEqual(buildDemoProductImages(DEMO_PRODUCTS));
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('draws the category, and writes the brand and the SKU as text', () => {
    const svg = demoProductImageSvg(sample);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"')).toBe(true);
    expect(svg).toContain(`>${escapeXml(sample.brand)}</text>`);
    expect(svg).toContain(`>${escapeXml(sample.sku)}</text>`);
    // Nothing active: no script, no external reference, no event handler.
    for (const product of DEMO_PRODUCTS) {
      const markup = demoProductImageSvg(product);
      expect(markup).not.toMatch(/<script|href=|\son[a-z]+=|<foreignObject/i);
    }
  });

  it('gives every demo category a drawing of its own', () => {
    for (const category of DEMO_CATEGORIES) expect(DRAWN_CATEGORY_IDS).toContain(category.id);
    const drawings = new Set(
      DEMO_CATEGORIES.map((category) => demoProductImageSvg({ ...sample, category_id: category.id }).split('<g ')[1]),
    );
    expect(drawings.size).toBe(DEMO_CATEGORIES.length);
  });

  it('escapes text and cuts long SKUs', () => {
    expect(escapeXml(`A&B <"x"> 'y'`)).toBe('A&amp;B &lt;&quot;x&quot;&gt; &apos;y&apos;');
    const svg = demoProductImageSvg({ ...sample, brand: 'A&B <C>', sku: 'X'.repeat(64) });
    expect(svg).toContain('>A&amp;B &lt;C&gt;</text>');
    expect(svg).toContain(`>${'X'.repeat(29)}…</text>`);
  });

  it('colours brands differently and keeps each brand its colour', () => {
    const accents = new Set(DEMO_BRANDS.map((brand) => brandColours(brand.id).accent));
    expect(accents.size).toBeGreaterThanOrEqual(15);
    expect(brandColours('abb')).toEqual(brandColours('abb'));
    for (const colour of Object.values(brandColours('abb'))) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('converts HSL to hex', () => {
    expect(hslToHex(0, 100, 50)).toBe('#ff0000');
    expect(hslToHex(120, 100, 25)).toBe('#008000');
    expect(hslToHex(0, 0, 100)).toBe('#ffffff');
  });

  it('names images by product id under /demo/productos', () => {
    expect(demoProductImagePath('abb-s201-c10')).toBe('/demo/productos/abb-s201-c10.svg');
  });
});
