import { z } from 'zod';
import {
  DEFAULT_STAFF_EMAIL_DOMAIN,
  INVALID_STAFF_EMAIL_DOMAIN_MESSAGE,
  isCompanyEmail,
  normalizeStaffEmailDomain,
} from './company-email';

/** A configured company domain: a lower-case host name such as `voltia.example` (no '@', no scheme). */
export const ZStaffEmailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .refine((domain) => normalizeStaffEmailDomain(domain) !== null, { error: INVALID_STAFF_EMAIL_DOMAIN_MESSAGE });
export type TStaffEmailDomain = z.infer<typeof ZStaffEmailDomain>;

export type TStaffCandidate = {
  readonly email: string | null | undefined;
  readonly emailVerified: boolean;
};

/**
 * Staff are users whose email is at the company domain exactly and, stronger than that,
 * verified: anyone can register an unverified address at any domain. A subdomain or a
 * look-alike domain does not count.
 */
export function isStaffUser(user: TStaffCandidate, companyDomain: string = DEFAULT_STAFF_EMAIL_DOMAIN): boolean {
  if (user.emailVerified !== true || typeof user.email !== 'string') return false;
  const domain = ZStaffEmailDomain.safeParse(companyDomain);
  return domain.success && isCompanyEmail(user.email, domain.data);
}
