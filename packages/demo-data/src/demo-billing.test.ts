import { describe, expect, it } from 'vitest';
import { DELIVERY_SITES_LIMIT, ZDeliverySite, ZFiscalData, rfcCheckDigit } from '@voltia/domain';
import { DEMO_BILLING, demoBillingOf } from './demo-billing';
import { demoUserByUid } from './demo-users';

describe('the demo customers’ invoice data and delivery sites', () => {
  it('belong to demo customers and pass the domain’s rules unchanged (RFC check digit, SAT catalogues)', () => {
    for (const demo of DEMO_BILLING) {
      expect(demoUserByUid(demo.uid).role).toBe('customer');
      expect(ZFiscalData.parse(demo.fiscal)).toEqual(demo.fiscal);
      for (const { id: _id, ...site } of demo.sites) expect(ZDeliverySite.safeParse(site).success).toBe(true);
    }
  });

  it('give each site a stable id of its own, within the limit a customer keeps', () => {
    for (const demo of DEMO_BILLING) {
      const ids = demo.sites.map((site) => site.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => /^[a-z0-9-]{1,40}$/.test(id))).toBe(true);
      expect(ids.length).toBeLessThanOrEqual(DELIVERY_SITES_LIMIT);
    }
  });

  it('keep one record a customer, each RFC with its right check digit', () => {
    const uids = DEMO_BILLING.map((demo) => demo.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const { fiscal } of DEMO_BILLING) expect(fiscal.rfc.slice(-1), fiscal.rfc).toBe(rfcCheckDigit(fiscal.rfc));
  });

  it('give Laura Méndez, whose accepted offers are demo orders, her company and her Guadalajara plants', () => {
    const mendez = demoBillingOf('demo-customer-mendez')!;
    expect(mendez.fiscal).toMatchObject({
      rfc: 'IME950322K45',
      razon_social: 'INDUSTRIAS MENDEZ',
      regimen_fiscal: '601',
    });
    expect(mendez.sites.map((site) => [site.id, site.estado])).toEqual([
      ['planta-guadalajara', 'JAL'],
      ['planta-2-el-salto', 'JAL'],
    ]);
    expect(mendez.sites[0]).toMatchObject({ name: 'Planta Guadalajara', municipio: 'Guadalajara' });
    expect(demoBillingOf('demo-customer-bajio')).toBeUndefined();
  });

  it('give the demo customer, Constructora Norte, two sites in Nuevo León his orders are delivered to', () => {
    const norte = demoBillingOf('demo-customer-norte')!;
    expect(norte.fiscal).toMatchObject({ rfc: 'CNO150312H14', razon_social: 'CONSTRUCTORA NORTE' });
    expect(norte.sites.map((site) => [site.id, site.name, site.estado])).toEqual([
      ['obra-monterrey-centro', 'Obra Monterrey Centro', 'NLE'],
      ['bodega-apodaca', 'Bodega Apodaca', 'NLE'],
    ]);
  });
});
