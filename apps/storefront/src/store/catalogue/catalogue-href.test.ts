import { describe, expect, it } from 'vitest';
import { parseCatalogueQuery } from '@voltia/catalogue-search';
import { catalogueHref, productHref, toggleFacet, withPage, withSort, withoutFacets } from './catalogue-href';

describe('catalogue URLs', () => {
  it('is the bare listing path for the default query', () => {
    expect(catalogueHref({})).toBe('/productos');
    expect(catalogueHref({ sort: 'relevance', page: 1 })).toBe('/productos');
  });

  it('round-trips a full query through the URL', () => {
    const query = {
      text: 'interruptor',
      categoryIds: ['iluminacion'],
      brandIds: ['abb', 'siemens'],
      sort: 'sku-asc',
      page: 3,
    } as const;
    const href = catalogueHref(query);
    expect(href).toBe('/productos?q=interruptor&categoria=iluminacion&marca=abb&marca=siemens&orden=sku-asc&pagina=3');
    expect(parseCatalogueQuery(new URL(href, 'http://x').searchParams)).toEqual(query);
  });

  it('switches a facet value on and off and goes back to page 1', () => {
    const query = parseCatalogueQuery({ q: 'cable', marca: 'condumex', pagina: '4' });
    expect(catalogueHref(toggleFacet(query, 'brandIds', 'viakon'))).toBe(
      '/productos?q=cable&marca=condumex&marca=viakon',
    );
    expect(catalogueHref(toggleFacet(query, 'brandIds', 'condumex'))).toBe('/productos?q=cable');
    expect(catalogueHref(toggleFacet(query, 'categoryIds', 'herramientas'))).toBe(
      '/productos?q=cable&categoria=herramientas&marca=condumex',
    );
  });

  it('clears the facets but keeps the text; changing the sort or page keeps the rest', () => {
    const query = parseCatalogueQuery({ q: 'led', categoria: ['iluminacion'], marca: 'philips', pagina: '2' });
    expect(catalogueHref(withoutFacets(query))).toBe('/productos?q=led');
    expect(catalogueHref(withSort(query, 'brand-asc'))).toBe(
      '/productos?q=led&categoria=iluminacion&marca=philips&orden=brand-asc',
    );
    expect(catalogueHref(withPage(query, 5))).toBe('/productos?q=led&categoria=iluminacion&marca=philips&pagina=5');
  });

  it('encodes product ids in the product path', () => {
    expect(productHref('abb-s201-c16')).toBe('/productos/abb-s201-c16');
    expect(productHref('a b')).toBe('/productos/a%20b');
  });
});
