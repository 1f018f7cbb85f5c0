import type { TProduct } from '@voltia/domain';
import { DRAWING_SIZE, drawingForCategory, type TDrawingShape, type TDrawingTone } from './product-drawings';

/**
 * The demo products' images: small SVG drawings made here, offline, committed to the storefront's
 * `public/demo/productos/` and served by the app itself (nothing is downloaded). Regenerate with
 * `pnpm --filter @voltia/demo-data demo-images`; a test fails when the committed files differ.
 */

/** Where the storefront serves the demo images (a site path, as `ZProductImageUrl` allows). */
export const DEMO_IMAGE_BASE_PATH = '/demo/productos';

/** The storefront folder that holds them, relative to the repository root. */
export const DEMO_IMAGE_DIRECTORY = `apps/storefront/public${DEMO_IMAGE_BASE_PATH}`;

/** The image's size in CSS pixels (4:3, the frame the storefront shows product images in). */
export const DEMO_IMAGE_WIDTH = 320;
export const DEMO_IMAGE_HEIGHT = 240;

export function demoProductImageFileName(productId: string): string {
  return `${productId}.svg`;
}

/** The site path of a demo product's image. */
export function demoProductImagePath(productId: string): string {
  return `${DEMO_IMAGE_BASE_PATH}/${demoProductImageFileName(productId)}`;
}

/** A brand's colours: background, body, accent and line, as #rrggbb. */
export interface TBrandColours {
  background: string;
  body: string;
  accent: string;
  line: string;
}

/** A brand's hue from its id, over the wheel minus the muddy yellow-greens (50°–140°). */
function hueOf(brandId: string): number {
  const hue = hashOf(brandId) % 270;
  return hue < 50 ? hue : hue + 90;
}

/** FNV-1a: a small stable hash, so a brand keeps its colour from run to run. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function hex(value: number): string {
  return Math.round(value * 255)
    .toString(16)
    .padStart(2, '0');
}

/** HSL (hue in degrees, saturation and lightness in %) to #rrggbb. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return `#${hex(channel(0))}${hex(channel(8))}${hex(channel(4))}`;
}

export function brandColours(brandId: string): TBrandColours {
  const hue = hueOf(brandId);
  return {
    background: hslToHex(hue, 45, 96),
    body: hslToHex(hue, 40, 86),
    accent: hslToHex(hue, 62, 44),
    line: hslToHex(hue, 45, 20),
  };
}

/** Text for SVG markup: the five XML specials escaped. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/** Long SKUs are cut so the text stays inside the picture. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function fillOf(tone: TDrawingTone, colours: TBrandColours): string {
  switch (tone) {
    case 'body':
      return colours.body;
    case 'accent':
      return colours.accent;
    case 'hole':
      return colours.background;
    case 'line':
      return 'none';
  }
}

function shapeMarkup(shape: TDrawingShape, colours: TBrandColours): string {
  const fill = `fill="${fillOf(shape.tone, colours)}"`;
  switch (shape.el) {
    case 'rect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}"${shape.rx === undefined ? '' : ` rx="${shape.rx}"`} ${fill}/>`;
    case 'circle':
      return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" ${fill}/>`;
    case 'path':
      return `<path d="${shape.d}" ${fill}/>`;
  }
}

// The drawing is scaled to 144 px and centred between the brand (top) and the SKU (bottom).
const DRAWING_PIXELS = 144;
const DRAWING_SCALE = DRAWING_PIXELS / DRAWING_SIZE;
const DRAWING_LEFT = (DEMO_IMAGE_WIDTH - DRAWING_PIXELS) / 2;
const DRAWING_TOP = 44;

/** A product's demo image: its category's drawing in its brand's colours, with brand and SKU. */
export function demoProductImageSvg(product: Pick<TProduct, 'brand' | 'brand_id' | 'sku' | 'category_id'>): string {
  const colours = brandColours(product.brand_id);
  const shapes = drawingForCategory(product.category_id)
    .map((shape) => shapeMarkup(shape, colours))
    .join('');
  const font = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" viewBox="0 0 ${DEMO_IMAGE_WIDTH} ${DEMO_IMAGE_HEIGHT}">`,
    `<rect width="${DEMO_IMAGE_WIDTH}" height="${DEMO_IMAGE_HEIGHT}" fill="${colours.background}"/>`,
    `<g transform="translate(${DRAWING_LEFT} ${DRAWING_TOP}) scale(${DRAWING_SCALE})" stroke="${colours.line}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</g>`,
    `<text x="16" y="30" ${font} font-size="17" fill="${colours.accent}">${escapeXml(clip(product.brand, 28))}</text>`,
    `<text x="160" y="222" text-anchor="middle" ${font} font-size="15" fill="${colours.line}">${escapeXml(clip(product.sku, 30))}</text>`,
    '</svg>\n',
  ].join('');
}

/** Every demo product's image file, by file name, in the products' order. */
export function buildDemoProductImages(
  products: readonly Pick<TProduct, 'product_id' | 'brand' | 'brand_id' | 'sku' | 'category_id'>[],
): { fileName: string; svg: string }[] {
  return products.map((product) => ({
    fileName: demoProductImageFileName(product.product_id),
    svg: demoProductImageSvg(product),
  }));
}
