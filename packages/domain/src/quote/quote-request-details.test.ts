import { describe, expect, it } from 'vitest';
import { makeRequestDetails } from '../testing/factories';
import { ZQuoteRequestDetails, ZTaxId } from './quote-request-details';

describe('ZQuoteRequestDetails (request a quote)', () => {
  it('normalises what a person types', () => {
    const parsed = ZQuoteRequestDetails.parse({
      contact_name: '  Ana   López ',
      email: ' Ana@Constructora.Example ',
      phone: '+52 (55) 1234-5678',
      company: ' Constructora  Norte ',
      tax_id: 'cno 010203 ab1',
      delivery_city: ' Monterrey ',
      notes: '  ',
    });
    expect(parsed).toEqual({
      contact_name: 'Ana López',
      email: 'ana@constructora.example',
      phone: '+525512345678',
      company: 'Constructora Norte',
      tax_id: 'CNO010203AB1',
      delivery_city: 'Monterrey',
      notes: null,
    });
  });

  it('keeps notes and defaults them to null when absent', () => {
    const { notes: _omit, ...rest } = makeRequestDetails();
    expect(ZQuoteRequestDetails.parse(rest).notes).toBeNull();
    expect(ZQuoteRequestDetails.parse({ ...rest, notes: ' Entregar en obra ' }).notes).toBe('Entregar en obra');
  });

  it('refuses missing or malformed fields with Spanish messages', () => {
    const result = ZQuoteRequestDetails.safeParse({
      ...makeRequestDetails(),
      contact_name: ' ',
      company: '',
      delivery_city: '',
      tax_id: '12',
      phone: '5512',
      email: 'x',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path[0]);
    expect(fields).toEqual(
      expect.arrayContaining(['contact_name', 'company', 'delivery_city', 'tax_id', 'phone', 'email']),
    );
    expect(result.error?.issues.find((issue) => issue.path[0] === 'company')?.message).toBe(
      'Escribe la razón social o empresa.',
    );
  });

  it('bounds the notes', () => {
    expect(ZQuoteRequestDetails.safeParse({ ...makeRequestDetails(), notes: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('accepts tax ids of several countries', () => {
    for (const id of ['ABC-010203-XY1', '30-12345678-9', '900.123.456-7', 'CNO010203AB1'])
      expect(ZTaxId.safeParse(id).success).toBe(true);
    for (const id of ['', 'AB', '-ABC12345', 'x'.repeat(21)]) expect(ZTaxId.safeParse(id).success).toBe(false);
  });
});
