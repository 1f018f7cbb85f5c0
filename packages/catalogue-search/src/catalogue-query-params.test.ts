import { describe, expect, it } from 'vitest';
import type { TCatalogueQuery } from './catalogue-query';
import { ZCatalogueQuery, catalogueQueryToSearchParams, parseCatalogueQuery } from './catalogue-query-params';

const DEFAULTS = { sort: 'relevance', page: 1 };

describe('parseCatalogueQuery', () => {
  it('reads a Next.js searchParams record and URLSearchParams alike', () => {
    const expected = {
      text: 'interruptor 2 polos',
      categoryIds: ['iluminacion', 'interruptores-termomagneticos'],
      brandIds: ['schneider-electric'],
      sort: 'brand-asc',
      page: 3,
    };
    expect(
      parseCatalogueQuery({
        q: 'interruptor 2 polos',
        categoria: ['interruptores-termomagneticos', 'iluminacion'],
        marca: 'schneider-electric',
        orden: 'brand-asc',
        pagina: '3',
      }),
    ).toEqual(expected);
    expect(
      parseCatalogueQuery(
        new URLSearchParams(
          'q=interruptor+2+polos&categoria=interruptores-termomagneticos&categoria=iluminacion&marca=schneider-electric&orden=brand-asc&pagina=3',
        ),
      ),
    ).toEqual(expected);
  });

  it('accepts filters as a comma list as well as repeated, de-duplicated and sorted', () => {
    expect(
      parseCatalogueQuery(new URLSearchParams('categoria=medicion,iluminacion&categoria=medicion&marca=fluke,,3m')),
    ).toEqual({
      categoryIds: ['iluminacion', 'medicion'],
      brandIds: ['3m', 'fluke'],
      ...DEFAULTS,
    });
  });

  it('falls back to defaults, value by value, on garbage instead of throwing', () => {
    expect(parseCatalogueQuery({})).toEqual(DEFAULTS);
    expect(parseCatalogueQuery(new URLSearchParams(''))).toEqual(DEFAULTS);
    const garbage = [
      { orden: 'precio-desc' },
      { orden: ['', 'x'] },
      { pagina: '-2' },
      { pagina: '0' },
      { pagina: 'abc' },
      { pagina: '1e3' },
      { pagina: '2.5' },
      { pagina: '99999999999' },
      { q: '   ' },
      { categoria: '<script>alert(1)</script>' },
      { categoria: ['', ',', 'Mal Formada', 'a'.repeat(81)] },
      { marca: '../../etc' },
      { otra: 'cosa' },
    ];
    for (const params of garbage) expect(parseCatalogueQuery(params), JSON.stringify(params)).toEqual(DEFAULTS);
    expect(parseCatalogueQuery({ pagina: '0007', orden: 'sku-asc', categoria: 'MEDICION' })).toEqual({
      categoryIds: ['medicion'],
      sort: 'sku-asc',
      page: 7,
    });
  });

  it('keeps the text as typed, trimmed, whitespace collapsed and capped', () => {
    expect(parseCatalogueQuery({ q: '  Interruptor   Termomagnético\t' }).text).toBe('Interruptor Termomagnético');
    expect(parseCatalogueQuery({ q: ['primero', 'segundo'] }).text).toBe('primero');
    expect(parseCatalogueQuery({ q: 'x'.repeat(500) }).text).toHaveLength(200);
  });

  it('ZCatalogueQuery never throws, whatever it is given', () => {
    for (const input of [undefined, null, 42, 'q=cable', [], { q: 7, categoria: [1, 'iluminacion'] }]) {
      expect(() => ZCatalogueQuery.parse(input)).not.toThrow();
    }
    expect(ZCatalogueQuery.parse({ q: 7, categoria: [1, 'iluminacion'] })).toEqual({
      categoryIds: ['iluminacion'],
      ...DEFAULTS,
    });
    expect(ZCatalogueQuery.safeParse(null)).toEqual({ success: true, data: DEFAULTS });
  });
});

describe('catalogueQueryToSearchParams', () => {
  it('omits defaults, so the plain catalogue has a bare URL', () => {
    expect(catalogueQueryToSearchParams({}).toString()).toBe('');
    expect(
      catalogueQueryToSearchParams({
        text: '  ',
        categoryIds: [],
        sort: 'relevance',
        page: 1,
        pageSize: 24,
      }).toString(),
    ).toBe('');
  });

  it('writes one canonical URL per search: fixed order, sorted and de-duplicated filters', () => {
    const a = catalogueQueryToSearchParams({
      page: 2,
      sort: 'sku-asc',
      brandIds: ['weg', 'abb'],
      categoryIds: ['medicion', 'iluminacion', 'medicion'],
      text: 'cable  thw',
    });
    const b = catalogueQueryToSearchParams({
      text: 'cable thw',
      categoryIds: ['iluminacion', 'medicion'],
      brandIds: ['abb', 'weg'],
      sort: 'sku-asc',
      page: 2,
    });
    expect(a.toString()).toBe(
      'q=cable+thw&categoria=iluminacion&categoria=medicion&marca=abb&marca=weg&orden=sku-asc&pagina=2',
    );
    expect(b.toString()).toBe(a.toString());
  });

  it('drops values the parser would reject', () => {
    expect(
      catalogueQueryToSearchParams({
        sort: 'precio' as never,
        page: Number.NaN,
        categoryIds: ['no valida'],
      }).toString(),
    ).toBe('');
    expect(catalogueQueryToSearchParams({ page: 3.8 }).toString()).toBe('pagina=3');
  });

  it('round-trips with parseCatalogueQuery', () => {
    const queries: TCatalogueQuery[] = [
      {},
      { text: 'termomagnético & "3/4" ¿ñ?' },
      { categoryIds: ['iluminacion'] },
      { brandIds: ['3m', 'schneider-electric'], sort: 'description-desc' },
      {
        text: 'QO120',
        categoryIds: ['interruptores-termomagneticos', 'tableros-y-centros-de-carga'],
        brandIds: ['schneider-electric'],
        sort: 'brand-asc',
        page: 12,
      },
    ];
    for (const query of queries) {
      const parsed = parseCatalogueQuery(catalogueQueryToSearchParams(query));
      expect(parsed).toEqual({ ...DEFAULTS, ...query });
      expect(catalogueQueryToSearchParams(parsed).toString()).toBe(catalogueQueryToSearchParams(query).toString());
    }
    // And from any URL to its canonical form and back.
    const messy = new URLSearchParams('pagina=02&marca=weg,abb&q=++motor++&orden=nada&categoria=motores-y-variadores');
    const canonical = catalogueQueryToSearchParams(parseCatalogueQuery(messy));
    expect(canonical.toString()).toBe('q=motor&categoria=motores-y-variadores&marca=abb&marca=weg&pagina=2');
    expect(catalogueQueryToSearchParams(parseCatalogueQuery(canonical)).toString()).toBe(canonical.toString());
  });
});
