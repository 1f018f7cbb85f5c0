import { DEFAULT_STAFF_EMAIL_DOMAIN, isCompanyEmail } from '@voltia/domain/client';

// Where a staff member finds the back-office from the store. Only the company domain is checked
// here (the header must stay light); the back-office's guard also requires a verified email, as
// the rules and the functions do.

/**
 * The company domain the storefront was built with. NEXT_PUBLIC_STAFF_EMAIL_DOMAIN is validated
 * by packages/firebase-client/src/env.ts, which the back-office uses; this light copy only decides
 * whether to show a link.
 */
const STAFF_DOMAIN = process.env.NEXT_PUBLIC_STAFF_EMAIL_DOMAIN?.trim() || DEFAULT_STAFF_EMAIL_DOMAIN;

/** Whether to offer the back-office to a signed-in person with this email. */
export function offersStaffArea(email: string | null | undefined): boolean {
  return isCompanyEmail(email, STAFF_DOMAIN);
}
