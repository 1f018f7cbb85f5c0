import { z } from 'zod';
import { invalidInputCode } from '../text/invalid-input-code';
import { toWellFormedText } from '../text/is-well-formed-text';
import { ZWellFormedText } from '../text/well-formed-text';
import { APP_SOURCE_MARKER } from '../constants/ui-constants';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import type { TLoginUser } from '../auth/login-reducer';
import { ZPhoneNumber } from '../auth/phone-number';
import { ZEmail, ZFirstName, ZLastName } from '../auth/registration';

// Google and phone accounts can arrive without a name, so stored names may be empty; the
// registration form is where names are required.
const ZStoredName = ZWellFormedText.trim().max(60);

/** `profile-user/{uid}`. Email is null for phone-only accounts, phone_1 until a phone is verified. */
export const ZUserProfile = z.object({
  user_id: z.string().min(1),
  first_name: ZStoredName,
  last_name: ZStoredName,
  full_name: ZWellFormedText.trim().max(121),
  email: ZEmail.nullable(),
  phone_1: ZPhoneNumber.nullable(),
  urlImage: z.url({ protocol: /^https?$/ }).nullable(),
  source: z.literal(APP_SOURCE_MARKER),
  created_at: z.date(),
  /** Set by confirmEmail (server only) once Firebase Auth says the email is verified. */
  email_verified_at: z.date().nullable().optional(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;

/** Joins the names the way the profile and the quote's nameOfClient show them. */
export function fullNameOf(first_name: string, last_name: string): string {
  return `${first_name} ${last_name}`.trim().replace(/\s+/g, ' ');
}

/**
 * Splits a provider display name ("Ana María López") into first word and the rest. The provider's
 * name is not typed in our forms, so what the text rule refuses is dropped rather than refused.
 */
export function splitDisplayName(displayName: string | null | undefined): { first_name: string; last_name: string } {
  const words = toWellFormedText(displayName ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

export type TBuildUserProfileInput = {
  readonly uid: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string | null;
  readonly phone?: string | null;
  readonly urlImage?: string | null;
  readonly now: Date;
};

/** The profile document to create for a new account; full_name and source are derived, never typed. */
export function buildUserProfile(input: TBuildUserProfileInput): Result<TUserProfile> {
  const first_name = input.first_name.trim().replace(/\s+/g, ' ');
  const last_name = input.last_name.trim().replace(/\s+/g, ' ');
  const parsed = ZUserProfile.safeParse({
    user_id: input.uid,
    first_name,
    last_name,
    full_name: fullNameOf(first_name, last_name),
    email: input.email,
    phone_1: input.phone ?? null,
    urlImage: input.urlImage ?? null,
    source: APP_SOURCE_MARKER,
    created_at: input.now,
  });
  return parsed.success ? ok(parsed.data) : err(new AppError('input/invalid', { cause: parsed.error }));
}

/**
 * What a person may change on their profile. Email belongs to Auth, phone_1 is written only by a
 * confirmed phone verification, and user_id, source and created_at never change.
 */
export const ZUserProfileUpdate = z
  .object({
    first_name: ZFirstName,
    last_name: ZLastName,
    urlImage: z.url({ protocol: /^https?$/ }).nullable(),
  })
  .partial()
  .strict();
export type TUserProfileUpdate = z.infer<typeof ZUserProfileUpdate>;

export const PROFILE_EDITABLE_FIELDS = ['first_name', 'last_name', 'urlImage'] as const;

/** The profile after an update, with full_name recomputed. */
export function applyProfileUpdate(profile: TUserProfile, update: unknown): Result<TUserProfile> {
  const parsed = ZUserProfileUpdate.safeParse(update);
  if (!parsed.success) return err(new AppError(invalidInputCode(parsed.error.issues), { cause: parsed.error }));
  const next = { ...profile, ...parsed.data };
  return ok({ ...next, full_name: fullNameOf(next.first_name, next.last_name) });
}

/** The phone_1 write that follows a confirmed phone verification. */
export function setVerifiedPhone(profile: TUserProfile, phone: string): Result<TUserProfile> {
  const parsed = ZPhoneNumber.safeParse(phone);
  return parsed.success
    ? ok({ ...profile, phone_1: parsed.data })
    : err(new AppError('auth/invalid-phone-number', { cause: parsed.error }));
}

/** The login-state user for a profile. */
export function loginUserFromProfile(profile: TUserProfile): TLoginUser {
  return {
    id: profile.user_id,
    user_id: profile.user_id,
    phone: profile.phone_1,
    first_name: profile.first_name,
    last_name: profile.last_name,
    full_name: profile.full_name,
    email: profile.email,
  };
}

/** The login-state user of an account whose profile cannot be read yet: what Auth itself knows. */
export function loginUserFromAuth(identity: {
  readonly uid: string;
  readonly displayName: string | null;
  readonly email: string | null;
  readonly phoneNumber: string | null;
}): TLoginUser {
  const { first_name, last_name } = splitDisplayName(identity.displayName);
  return {
    id: identity.uid,
    user_id: identity.uid,
    phone: identity.phoneNumber,
    first_name,
    last_name,
    full_name: fullNameOf(first_name, last_name),
    email: identity.email,
  };
}
