import { AppError, businessDayOf, quoteNumberCounterId } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { demoQuoteNumbers } from './demo-quote-numbers';
import { DemoQuoteStory, demoCartLines, demoProductId } from './demo-quote-story';
import { demoUserByUid } from './demo-users';

const customer = demoUserByUid('demo-customer-bajio');
const staff = demoUserByUid('demo-staff-ricardo');
const T0 = Date.parse('2026-06-01T15:00:00.000Z');
const at = (hours: number) => new Date(T0 + hours * 3_600_000);
const details = {
  contact_name: 'Sofía Ramírez Ortega',
  email: customer.email,
  phone: customer.profile.phone_1,
  company: 'Bajío',
  tax_id: 'IEB080615R73',
  delivery_city: 'León',
  notes: null,
};

function requested(numbers = demoQuoteNumbers()) {
  return DemoQuoteStory.start({
    id: 'demo-quote-prueba',
    customer,
    createdAt: at(0),
    lines: demoCartLines([
      ['QO120', 4],
      ['QO8-LS', 1],
    ]),
  }).submit(details, numbers, at(1));
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return undefined;
}

describe('DemoQuoteStory', () => {
  it("refuses, with the domain's code, a step the product would refuse", () => {
    expect(codeOf(() => requested().move(customer, { type: 'accept' }, at(2)))).toBe('quote/invalid-move');
    expect(codeOf(() => requested().send(staff, businessDayOf(at(48)), 'Términos', at(2)))).toBe('quote/invalid-move');
    expect(
      codeOf(() =>
        requested()
          .take(staff, at(2))
          .send(staff, businessDayOf(at(48)), 'Términos', at(3)),
      ),
    ).toBe('quote/unpriced-lines');
    expect(codeOf(() => requested().move(staff, { type: 'accept' }, at(2)))).toBe('quote/invalid-move');
    expect(
      codeOf(() =>
        requested()
          .take(staff, at(2))
          .price(staff, at(3))
          .send(staff, businessDayOf(at(0)), 'Términos', at(30)),
      ),
    ).toBe('quote/invalid-validity');
  });

  it('takes a quote as "Tomar" does: assignment and review start in one step, both in the history', () => {
    const { quote, history } = requested().take(staff, at(2)).done();
    expect(quote).toMatchObject({ status: 'in_review', assignee: { uid: staff.uid, name: 'Ricardo Salinas Vega' } });
    expect(history.map((entry) => [entry.kind, entry.at])).toEqual([
      ['move', at(1)],
      ['assign', at(2)],
      ['move', at(2)],
    ]);
  });

  it('records each desk change, and only changes: an edit that changes nothing leaves no entry', () => {
    const story = requested().take(staff, at(2)).price(staff, at(3), ['QO120']);
    const before = story.done().history.length;
    const again = story.price(staff, at(4), ['QO120']).done();
    expect(again.history).toHaveLength(before);
    expect(again.desk!.lines.find((line) => line.sku === 'QO120')!.unit_price_cents).not.toBeNull();
    expect(again.desk!.lines.find((line) => line.sku === 'QO8-LS')!.unit_price_cents).toBeNull();
  });

  it('numbers submits in order, per year, and says what the counters hold', () => {
    const numbers = demoQuoteNumbers();
    expect(requested(numbers).done().quote.quote_number).toBe('COT-2026-000001');
    expect(requested(numbers).done().quote.quote_number).toBe('COT-2026-000002');
    expect(numbers.allocate(new Date('2027-01-01T07:00:00.000Z'))).toBe('COT-2027-000001');
    expect(numbers.counters()).toEqual([
      { id: quoteNumberCounterId(2026), next: 3 },
      { id: quoteNumberCounterId(2027), next: 2 },
    ]);
  });

  it('finds products by SKU and refuses an unknown one', () => {
    expect(demoProductId('QO120')).toMatch(/qo120$/);
    expect(() => demoCartLines([['NO-EXISTE', 1]])).toThrow(/NO-EXISTE/);
  });
});
