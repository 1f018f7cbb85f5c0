import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TCartLine } from '../cart/cart-line';
import type { TProductFacts } from '../catalogue/product';
import { productFactsFrom } from '../catalogue/product';
import { makeCartLine, makeProduct } from '../testing/factories';
import { reconcileCartWithCatalogue } from './reconcile-cart-with-catalogue';
import type { TCatalogueLookup } from './reconcile-cart-with-catalogue';

const facts = (overrides: Partial<TProductFacts> = {}): TProductFacts =>
  productFactsFrom(makeProduct(overrides)) as TProductFacts;

const CONTACTOR = facts({ sku: 'LC1D25', description: 'Contactor tripolar 25 A', brand: 'Schneider Electric' });
const CABLE = facts({ sku: 'THW-12', description: 'Cable THW calibre 12', brand: 'Condumex' });
const RETIRED = facts({
  sku: 'OLD-1',
  description: 'Balastro electromagnético 2x40 W',
  brand: 'Philips',
  published: false,
});

const CATALOGUE: TCatalogueLookup = new Map([
  ['p-contactor', CONTACTOR],
  ['p-cable', CABLE],
  ['p-retired', RETIRED],
]);

const lineOf = (productId: string, product: TProductFacts, quantity = 1): TCartLine =>
  makeCartLine({
    product_id: productId,
    sku: product.sku,
    sku_description: product.description,
    brand: product.brand,
    quantity,
  });

describe('reconcileCartWithCatalogue', () => {
  it('keeps a cart that matches the catalogue as it is, with nothing to write', () => {
    const lines = [lineOf('p-contactor', CONTACTOR, 3), lineOf('p-cable', CABLE, 100)];
    expect(reconcileCartWithCatalogue(lines, CATALOGUE)).toEqual({ ok: true, value: { lines, corrected: [] } });
  });

  it('writes the catalogue SKU, description and brand over forged ones, and keeps the customer quantity', () => {
    const forged = makeCartLine({
      product_id: 'p-contactor',
      sku: 'GRATIS-1',
      sku_description: 'Contactor (precio especial $1)',
      brand: 'Otra',
      quantity: 7,
    });
    const result = reconcileCartWithCatalogue([forged, lineOf('p-cable', CABLE)], CATALOGUE);
    const truth = {
      product_id: 'p-contactor',
      sku: 'LC1D25',
      sku_description: 'Contactor tripolar 25 A',
      brand: 'Schneider Electric',
      quantity: 7,
    };
    expect(result).toEqual({ ok: true, value: { lines: [truth, lineOf('p-cable', CABLE)], corrected: [truth] } });
  });

  it('refuses unknown and unpublished products, naming each: the line own description, the catalogue one, an unreadable line by its id', () => {
    const made_up = makeCartLine({ product_id: 'p-inventado', sku_description: 'Transformador 500 kVA regalado' });
    const result = reconcileCartWithCatalogue(
      [
        lineOf('p-contactor', CONTACTOR),
        made_up,
        makeCartLine({ product_id: 'p-retired', sku_description: 'Lo que sea' }),
      ],
      CATALOGUE,
      ['p-ilegible'],
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('quote/unavailable-products');
    // In the cart's order (by description), not the order the lines were read in.
    expect(result.error.items).toEqual([
      'Balastro electromagnético 2x40 W',
      'p-ilegible',
      'Transformador 500 kVA regalado',
    ]);
    expect(result.error.userMessage).toBe(
      'Estos productos ya no están disponibles: «Balastro electromagnético 2x40 W», «p-ilegible», «Transformador 500 kVA regalado». Quítalos de tu carrito para continuar.',
    );
    expect(result.error.detail).toBe('p-retired, p-ilegible, p-inventado');
  });

  it('one unavailable product reads in the singular', () => {
    const result = reconcileCartWithCatalogue([lineOf('p-retired', RETIRED)], CATALOGUE);
    expect(!result.ok && result.error.userMessage).toBe(
      'Este producto ya no está disponible: «Balastro electromagnético 2x40 W». Quítalo de tu carrito para continuar.',
    );
  });

  it('whatever the lines say, an accepted cart carries only the catalogue names of published products', () => {
    const ids = ['p-contactor', 'p-cable', 'p-retired', 'p-inventado'];
    const arbLine = fc.record({
      product_id: fc.constantFrom(...ids),
      sku: fc.string({ minLength: 1, maxLength: 10 }),
      sku_description: fc.string({ minLength: 1, maxLength: 20 }),
      brand: fc.string({ maxLength: 10 }),
      quantity: fc.integer({ min: 1, max: 9999 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbLine, { selector: (line) => line.product_id, maxLength: 4 }), (lines) => {
        const result = reconcileCartWithCatalogue(lines, CATALOGUE);
        const offending = lines.filter((line) => CATALOGUE.get(line.product_id)?.published !== true);
        expect(result.ok).toBe(offending.length === 0);
        if (!result.ok) {
          expect(result.error.items).toHaveLength(offending.length);
          return;
        }
        expect(result.value.lines.map((line) => line.quantity)).toEqual(lines.map((line) => line.quantity));
        for (const line of result.value.lines) {
          const product = CATALOGUE.get(line.product_id);
          expect(line).toEqual({
            product_id: line.product_id,
            sku: product?.sku,
            sku_description: product?.description,
            brand: product?.brand,
            quantity: line.quantity,
          });
        }
      }),
    );
  });
});

describe('productFactsFrom', () => {
  it('reads the facts of a stored product, or nothing when it is not one', () => {
    expect(productFactsFrom({ ...makeProduct(), extra: 1 })).toEqual({
      sku: 'SKU-100',
      description: 'Interruptor termomagnético 2x20A',
      brand: 'Schneider',
      published: true,
    });
    expect(productFactsFrom({ sku: 'x' })).toBeUndefined();
    expect(productFactsFrom(undefined)).toBeUndefined();
  });
});
