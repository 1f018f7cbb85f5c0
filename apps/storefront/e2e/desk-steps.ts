import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PRODUCTS } from '@voltia/demo-data';
import { FIRESTORE_COLLECTIONS, newQuote, unwrapResult, type TQuoteRequestDetailsInput } from '@voltia/domain';
import { DEMO_STAFF, signInAsStaff } from './account-steps';
import { createEmailAccount, idTokenFor, uniqueEmail } from './auth-emulator';
import { writeEmulatorDocument } from './emulator-data';
import { callQuotes } from './quotes-function';

// The staff desk's journeys start from a quote a customer has just requested. The customer is a
// new account; their draft is written as the storefront writes it (the domain's newQuote and cart
// lines, stored with the emulator's owner access), then requested through the quotes function's
// own /submit with the customer's ID token, so the quote number, the desk, the history and the
// sales email are the function's.

const CUSTOMER_PASSWORD = 'Prueba-2026';

/** Published demo products the journeys price, by position: each spec picks its own range. */
export const PUBLISHED = DEMO_PRODUCTS.filter((product) => product.published);

export type TRequestedQuote = {
  readonly quoteId: string;
  readonly quoteNumber: string;
  readonly contactEmail: string;
  readonly customerName: string;
  /** The customer's sign-in, for the moves that are theirs (accept, reject, answer). */
  readonly customerEmail: string;
  readonly customerPassword: string;
};

/** A new customer's quote for `lines` (product, quantity), requested through the quotes function. */
export async function requestQuote(
  label: string,
  lines: readonly (readonly [(typeof PUBLISHED)[number], number])[],
  alias = 'Obra de prueba',
): Promise<TRequestedQuote> {
  const customerEmail = uniqueEmail(label);
  const customerName = `Cliente ${label}`;
  const uid = await createEmailAccount(customerEmail, CUSTOMER_PASSWORD, customerName);
  const quoteId = `e2e-desk-${label}-${Date.now().toString(36)}`;
  const draft = unwrapResult(newQuote({ ownerUid: uid, now: new Date(), kind: 'cart', customerName, alias }));
  await writeEmulatorDocument(`${FIRESTORE_COLLECTIONS.quotes}/${quoteId}`, draft);
  for (const [product, quantity] of lines) {
    await writeEmulatorDocument(
      `${FIRESTORE_COLLECTIONS.quotes}/${quoteId}/${FIRESTORE_COLLECTIONS.cartLines}/${product.product_id}`,
      {
        sku: product.sku,
        product_id: product.product_id,
        sku_description: product.description,
        brand: product.brand,
        quantity,
      },
    );
  }
  const contactEmail = uniqueEmail(`${label}-compras`);
  const details: TQuoteRequestDetailsInput = {
    contact_name: customerName,
    email: contactEmail,
    phone: '+52 81 1234 5678',
    company: 'Constructora de Prueba S.A. de C.V.',
    tax_id: 'CPR010203AB1',
    delivery_city: 'Monterrey, N.L.',
    notes: 'Entregar en obra.',
  };
  const submitted = await callQuotes(
    '/submit',
    { quoteId, details },
    await idTokenFor(customerEmail, CUSTOMER_PASSWORD),
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return {
    quoteId,
    quoteNumber: submitted.body.quote_number!,
    contactEmail,
    customerName,
    customerEmail,
    customerPassword: CUSTOMER_PASSWORD,
  };
}

/** The demo staff member's ID token, for calling the function as the desk would (forced requests). */
export function staffIdToken(): Promise<string> {
  return idTokenFor(DEMO_STAFF.email, DEMO_STAFF.password);
}

/** Signs the demo staff member in and opens the quote's desk. */
export async function openDesk(page: Page, quoteId: string): Promise<void> {
  await signInAsStaff(page, `/cotizacion/${quoteId}`);
  await expect(page.getByTestId('quote-number')).toBeVisible();
}

/**
 * Journeys about something else price demo products at made-up prices, which the seed's costs may
 * put below cost: once the desk has its costs (the margin panel shows its figure), confirm the
 * below-cost lines the send dialog lists, as a rep would.
 */
export async function confirmBelowCostIfListed(page: Page, dialog: Locator): Promise<void> {
  await expect(page.getByTestId('margin-total')).toBeVisible();
  if ((await dialog.getByTestId('below-cost-lines').count()) > 0)
    await dialog.getByRole('checkbox', { name: 'Confirmo que envío productos por debajo del costo' }).check();
}
