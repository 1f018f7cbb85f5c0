import { describe, expect, it } from 'vitest';
import { DELIVERY_SITES_LIMIT, ZDeliverySite, ZFiscalData } from '@voltia/domain';
import { DEMO_BILLING } from './demo-billing';
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
});
