import { describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_EMAIL_DOMAIN } from '../auth/company-email';
import { ZEmail } from '../auth/registration';
import { ZCodigoPostal } from '../fiscal/codigo-postal';
import { invoiceRfcProblem } from '../fiscal/invoice-rfc';
import { ZTaxId } from '../quote/quote-request-details';
import { COMPANY_PROFILE } from './company-profile';

describe('COMPANY_PROFILE', () => {
  it('writes to customers from a sales address on the staff email domain', () => {
    expect(ZEmail.parse(COMPANY_PROFILE.email)).toBe(COMPANY_PROFILE.email);
    expect(COMPANY_PROFILE.email.endsWith(`@${DEFAULT_STAFF_EMAIL_DOMAIN}`)).toBe(true);
    expect(COMPANY_PROFILE.website).toBe(`https://${DEFAULT_STAFF_EMAIL_DOMAIN}`);
  });

  it('carries an RFC shaped like a persona moral’s, as the tax id field stores it', () => {
    expect(COMPANY_PROFILE.taxId).toMatch(/^[A-ZÑ&]{3}\d{6}[A-Z0-9]{3}$/u);
    expect(ZTaxId.parse(COMPANY_PROFILE.taxId)).toBe(COMPANY_PROFILE.taxId);
  });

  it('carries an RFC whose check digit holds, as SAT and every PAC verify it', () => {
    expect(invoiceRfcProblem(COMPANY_PROFILE.taxId)).toBeUndefined();
  });

  it('issues its invoices from the postal code of its printed address (LugarExpedicion)', () => {
    expect(ZCodigoPostal.parse(COMPANY_PROFILE.postalCode)).toBe(COMPANY_PROFILE.postalCode);
    expect(COMPANY_PROFILE.addressLines.some((line) => line.startsWith(`${COMPANY_PROFILE.postalCode} `))).toBe(true);
  });
});
