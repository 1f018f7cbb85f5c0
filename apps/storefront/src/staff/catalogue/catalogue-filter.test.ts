import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CATALOGUE_FILTER,
  catalogueFilterFromParams,
  catalogueHref,
  isFiltered,
  refineFilter,
  searchRequestOf,
} from './catalogue-filter';

const fromHref = (href: string) => catalogueFilterFromParams(new URL(href, 'http://x').searchParams);

describe('catalogue filter in the URL', () => {
  it('is the bare path for the default view', () => {
    expect(catalogueHref(DEFAULT_CATALOGUE_FILTER)).toBe('/catalogo');
  });

  it('keeps every part of the view and reads back the same', () => {
    const filter = {
      search: 'cable cálibre',
      category: 'cables',
      brand: 'condumex',
      supplier: 'prov-norte',
      published: 'no',
      sort: 'marca',
      page: 3,
    } as const;
    const href = catalogueHref(filter);
    expect(href).toBe(
      '/catalogo?q=cable+c%C3%A1libre&categoria=cables&marca=condumex&proveedor=prov-norte&publicado=no&orden=marca&pagina=3',
    );
    expect(fromHref(href)).toEqual(filter);
  });

  it('forgives anything unknown', () => {
    expect(fromHref(`/catalogo?q=${'x'.repeat(200)}&categoria=a/b&publicado=quizas&orden=zzz&pagina=-2`)).toEqual(
      DEFAULT_CATALOGUE_FILTER,
    );
    expect(fromHref('/catalogo?pagina=1.5').page).toBe(1);
  });

  it("becomes the function's search request", () => {
    const filter = {
      search: ' cable ',
      category: 'cables',
      brand: '',
      supplier: 'prov-norte',
      published: 'no',
      sort: 'recientes',
      page: 3,
    } as const;
    expect(searchRequestOf(filter, 3, 25)).toEqual({
      q: 'cable',
      category_id: 'cables',
      supplier_id: 'prov-norte',
      published: false,
      sort: 'updated-desc',
      page: 3,
      page_size: 25,
    });
    expect(searchRequestOf(DEFAULT_CATALOGUE_FILTER, 1, 1000)).toEqual({
      sort: 'description-asc',
      page: 1,
      page_size: 1000,
    });
  });

  it('a change of filter goes back to page 1', () => {
    expect(refineFilter({ ...DEFAULT_CATALOGUE_FILTER, page: 4 }, { brand: 'iusa' })).toEqual({
      ...DEFAULT_CATALOGUE_FILTER,
      brand: 'iusa',
    });
  });

  it('knows when the view narrows the catalogue', () => {
    expect(isFiltered(DEFAULT_CATALOGUE_FILTER)).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_FILTER, page: 2, sort: 'marca' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_FILTER, published: 'si' })).toBe(true);
  });
});
