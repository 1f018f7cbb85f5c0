// The company-domain check without zod, so a page's header can use it (the staff gate adds the
// verified-email requirement and validates a configured domain).

export const DEFAULT_STAFF_EMAIL_DOMAIN = 'voltia.example';

/**
 * Whether `email` is an address at `domain` exactly (one '@', something before it; case and
 * surrounding spaces ignored). A subdomain or a look-alike domain does not count.
 */
export function isCompanyEmail(email: string | null | undefined, domain: string = DEFAULT_STAFF_EMAIL_DOMAIN): boolean {
  if (typeof email !== 'string') return false;
  const clean = email.trim().toLowerCase();
  const at = clean.lastIndexOf('@');
  if (at <= 0 || clean.indexOf('@') !== at) return false;
  return clean.slice(at + 1) === domain.trim().toLowerCase();
}
