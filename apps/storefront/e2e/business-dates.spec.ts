import { formatBusinessDate, validUntilFromDay } from '@voltia/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './account-steps';
import { mailTo } from './auth-emulator';
import { sentQuote } from './customer-quote-setup';
import { openDesk } from './desk-steps';
import { deleteEmulatorQuote, readEmulatorDocument } from './emulator-data';
import { createCustomer, createStaff } from './quotes-function';

// Business dates are the company's calendar (America/Mexico_City) on every screen, whatever the
// browser's zone (docs/decisions/013-business-dates.md): an offer valid through a day
// reads as that day on the desk, on the customer's page and in the email and PDF, and a request
// time reads the same in the inbox. The validity's instant is 05:59 UTC of the next day, so a
// browser in UTC or in Tokyo used to show the next day on the desk.

async function expectBrowserZone(page: Page, zone: string): Promise<void> {
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
}

for (const [seed, zone] of [
  [31, 'UTC'],
  [32, 'Asia/Tokyo'],
] as const) {
  test.describe(`a browser in ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('the desk, the inbox and the customer page show the company’s days, as the email and PDF do', async ({
      page,
      browser,
      baseURL,
    }) => {
      const customer = await createCustomer('fechas');
      const quote = await sentQuote(customer, await createStaff(), seed);
      try {
        const stored = (await readEmulatorDocument(`quote-detail/${quote.id}`))!;
        const validUntil = stored.valid_until as Date;
        expect(validUntil).toEqual(validUntilFromDay(quote.validUntilDay));
        // What the PDF and the email print for the validity: the picked day.
        const validityDay = formatBusinessDate(quote.validUntilDay, 'day');
        expect(formatBusinessDate(validUntil, 'day')).toBe(validityDay);
        await expect
          .poll(
            async () =>
              (await mailTo(customer.email)).find((mail) => mail.subject.startsWith('Tu cotización'))?.text ?? '',
          )
          .toContain(`Vigente hasta: ${validityDay}`);

        await openDesk(page, quote.id);
        await expectBrowserZone(page, zone);
        await expect(page.getByTestId('offer-sent')).toContainText(
          `Enviada el ${formatBusinessDate(stored.sent_at as Date, 'date-time')} · vigente hasta el ${validityDay}`,
        );

        await page.goto(`/cotizacion?q=${encodeURIComponent(quote.number)}`);
        const requested = formatBusinessDate(stored.submitted_at as Date, 'short-date-time');
        // The row writes it twice, for narrow and wide screens.
        await expect(page.locator(`[data-testid="inbox-row"][data-quote-id="${quote.id}"] time`)).toHaveText([
          requested,
          requested,
        ]);

        const customerContext = await browser.newContext({ baseURL, locale: 'es-MX', timezoneId: zone });
        const customerPage = await customerContext.newPage();
        const quotePath = `/b2b/cotizaciones/${quote.id}`;
        await customerPage.goto(`/b2b/login?next=${encodeURIComponent(quotePath)}`);
        await signIn(customerPage, customer.email);
        await expect(customerPage).toHaveURL(new RegExp(`${quotePath}$`));
        await expectBrowserZone(customerPage, zone);
        await expect(customerPage.getByTestId('offer-validity')).toHaveText(
          `Vigente hasta el ${validityDay} · quedan 10 días`,
        );
        await customerContext.close();
      } finally {
        // The sales inbox other journeys read keeps only the quotes they expect.
        await deleteEmulatorQuote(quote.id);
      }
    });
  });
}
