import { describe, expect, it } from 'vitest';
import { errorMessageFor } from '../errors/error-catalogue';
import {
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
