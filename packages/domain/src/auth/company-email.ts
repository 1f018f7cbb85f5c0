// The company-domain check without zod, so a page's header can use it (the staff gate adds the
// verified-email requirement and validates a configured domain).

export const DEFAULT_STAFF_EMAIL_DOMAIN = 'voltia.example';

/** A company domain as configured: a lower-case host name such as `voltia.example` (no '@', no scheme). */
const STAFF_EMAIL_DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/;
export const INVALID_STAFF_EMAIL_DOMAIN_MESSAGE = 'El dominio debe ser un nombre de dominio como empresa.com, sin @.';

/** A configured company domain, trimmed and lower-cased, or null when it is not a domain name. */
export function normalizeStaffEmailDomain(raw: string): string | null {
  const domain = raw.trim().toLowerCase();
  return STAFF_EMAIL_DOMAIN_PATTERN.test(domain) ? domain : null;
}

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
