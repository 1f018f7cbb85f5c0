import { describe, expect, it } from 'vitest';
import { errorMessageFor } from '../errors/error-catalogue';
import { makeProduct } from '../testing/factories';
import {
  catalogueProductFromStored,
  changeStampNotBefore,
  summarizeImportResults,
  ZCatalogueImportRequest,
  ZCatalogueSaveRequest,
  ZCatalogueSearchRequest,
} from './catalogue-api';

describe('catalogue function requests', () => {
  it('fills the search defaults and bounds the page size', () => {
    expect(ZCatalogueSearchRequest.parse({})).toEqual({ sort: 'description-asc', page: 1, page_size: 25 });
    expect(ZCatalogueSearchRequest.safeParse({ page_size: 1001 }).success).toBe(false);
    expect(ZCatalogueSearchRequest.safeParse({ page: 0 }).success).toBe(false);
    expect(ZCatalogueSearchRequest.safeParse({ brand_id: '../x' }).success).toBe(false);
    expect(ZCatalogueSearchRequest.safeParse({ extra: 1 }).success).toBe(false);
  });

  it('takes at most 500 rows per import call', () => {
    const row = { sku: 'A' };
    expect(
      ZCatalogueImportRequest.safeParse({
        rows: Array.from({ length: 500 }, () => row),
        first_row_number: 2,
        dry_run: true,
      }).success,
    ).toBe(true);
    expect(
      ZCatalogueImportRequest.safeParse({
        rows: Array.from({ length: 501 }, () => row),
        first_row_number: 2,
        dry_run: true,
      }).success,
    ).toBe(false);
    expect(ZCatalogueImportRequest.safeParse({ rows: [], first_row_number: 2, dry_run: true }).success).toBe(false);
  });

  it('saves an input with an optional expected updated_at', () => {
    const product = {
      sku: 'A',
      description: 'B',
      brand_id: 'x',
      category_id: 'y',
      unit: 'pieza',
      attributes: [],
      supplier_ids: [],
      images: [],
      published: true,
    };
    expect(ZCatalogueSaveRequest.safeParse({ product }).success).toBe(true);
    expect(ZCatalogueSaveRequest.safeParse({ product, expected_updated_at: null }).success).toBe(true);
    expect(ZCatalogueSaveRequest.safeParse({ product: { ...product, updated_at: 'x' } }).success).toBe(false);
  });

  it('saves a product’s own SAT keys and names a bad one by its path', () => {
    const product = {
      sku: 'A',
      description: 'B',
      brand_id: 'x',
      category_id: 'y',
      unit: 'pieza',
      attributes: [],
      supplier_ids: [],
      images: [],
      published: true,
    };
    expect(
      ZCatalogueSaveRequest.parse({ product: { ...product, sat_clave_prod_serv: '39121601', sat_clave_unidad: '' } })
        .product,
    ).toMatchObject({ sat_clave_prod_serv: '39121601', sat_clave_unidad: undefined });
    expect(
      ZCatalogueSaveRequest.safeParse({ product: { ...product, sat_clave_unidad: 'H-87' } }).error?.issues.map(
        (issue) => issue.path.join('.'),
      ),
    ).toEqual(['product.sat_clave_unidad']);
  });

  it('adds row outcomes to a summary', () => {
    expect(
      summarizeImportResults([{ outcome: 'created' }, { outcome: 'refused' }, { outcome: 'created' }], {
        created: 1,
        updated: 0,
        unchanged: 2,
        refused: 0,
      }),
    ).toEqual({ created: 3, updated: 0, unchanged: 2, refused: 1 });
  });

  it('names the SKU and the product that has it', () => {
    expect(errorMessageFor('catalogue/duplicate-sku', ['QO120 — Interruptor 1P 20 A (schneider-electric-qo120)'])).toBe(
      'Ya existe otro producto con ese SKU: «QO120 — Interruptor 1P 20 A (schneider-electric-qo120)». Cambia el SKU o edita ese producto.',
    );
  });
});

describe('change stamps', () => {
  it('order to the nanosecond, where seconds × 10⁹ + nanoseconds as a double would not', () => {
    const at = (seconds: number, nanoseconds: number) => ({ seconds, nanoseconds });
    expect(changeStampNotBefore(at(1_764_300_000, 5), at(1_764_300_000, 5))).toBe(true);
    expect(changeStampNotBefore(at(1_764_300_000, 5), at(1_764_300_000, 6))).toBe(false);
    expect(changeStampNotBefore(at(1_764_300_000, 6), at(1_764_300_000, 5))).toBe(true);
    expect(changeStampNotBefore(at(1_764_300_001, 0), at(1_764_300_000, 999_999_999))).toBe(true);
    expect(changeStampNotBefore(at(1_764_299_999, 999_999_999), at(1_764_300_000, 0))).toBe(false);
    // null: before any change.
    expect(changeStampNotBefore(null, null)).toBe(true);
    expect(changeStampNotBefore(at(1, 0), null)).toBe(true);
    expect(changeStampNotBefore(null, at(1, 0))).toBe(false);
  });
});

describe('a stored product as the catalogue function holds it', () => {
  it('reads updated_at as ISO whether stored as text or as a Timestamp, null when absent, and refuses a non-product', () => {
    const { product_id: id, ...stored } = makeProduct({ product_id: 'p-1' });
    const iso = '2026-11-28T10:00:00.000Z';
    expect(catalogueProductFromStored(id, { ...stored, updated_at: iso })).toEqual({
      ...stored,
      product_id: id,
      updated_at: iso,
    });
    const timestamp = { toDate: () => new Date(iso), seconds: 1 };
    expect(catalogueProductFromStored(id, { ...stored, updated_at: timestamp })?.updated_at).toBe(iso);
    expect(catalogueProductFromStored(id, stored)?.updated_at).toBeNull();
    expect(catalogueProductFromStored(id, { ...stored, updated_at: 42 })?.updated_at).toBeNull();
    expect(catalogueProductFromStored(id, { sku: 'X' })).toBeUndefined();
  });
});
