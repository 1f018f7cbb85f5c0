/**
 * Writes the demo products' images into the storefront (`apps/storefront/public/demo/productos/`),
 * removing images of products that no longer exist. Usage: `pnpm --filter @voltia/demo-data demo-images`.
 * The files are committed; `demo-product-images.test.ts` fails when they differ from the generator.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_IMAGE_DIRECTORY, buildDemoProductImages } from './demo-product-images';
import { DEMO_PRODUCTS } from './products';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const directory = join(repoRoot, DEMO_IMAGE_DIRECTORY);
const images = buildDemoProductImages(DEMO_PRODUCTS);
const wanted = new Set(images.map((image) => image.fileName));

mkdirSync(directory, { recursive: true });
for (const name of readdirSync(directory)) {
  if (name.endsWith('.svg') && !wanted.has(name)) rmSync(join(directory, name));
}
let bytes = 0;
for (const { fileName, svg } of images) {
  writeFileSync(join(directory, fileName), svg);
  bytes += Buffer.byteLength(svg);
}
process.stdout.write(`${images.length} imágenes demo en ${DEMO_IMAGE_DIRECTORY} (${(bytes / 1024).toFixed(1)} KB)\n`);
