import type { TErrorCode } from '@voltia/domain';
import type { THandlerLogger } from '../http/http-types';
import { renderMail } from '../mailing/mail-templates';
import type { TRenderedMail } from '../mailing/mail-templates';
import type { TEmailVerifiedRecord } from './record-email-verified';

/** The storefront page that tells the person how the confirmation went (built with the storefront). */
export const EMAIL_CONFIRMED_PATH = '/b2b/correo-confirmado';

export type TConfirmEmailErrorCode = Extract<TErrorCode, `email-confirmation/${string}`>;

/** The longest Firebase uid (Auth allows 1 to 128 characters). */
export const MAX_UID_LENGTH = 128;
// Printable ASCII except '/', which no generated uid contains and which would only confuse a path.
const UID_PATTERN = /^[\x21-\x2e\x30-\x7e]+$/;

/** The userID query parameter as a uid worth asking Auth about, or undefined (missing, repeated, malformed). */
export function parseUserIdParam(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.length === 0 || value.length > MAX_UID_LENGTH || !UID_PATTERN.test(value)) return undefined;
  return value;
}

/** Where the browser goes after the confirmation: the storefront page, with `?error=<code>` on failure. */
export function confirmationRedirect(storefrontUrl: string, error?: TConfirmEmailErrorCode): string {
  const url = new URL(EMAIL_CONFIRMED_PATH, storefrontUrl);
  if (error !== undefined) url.searchParams.set('error', error);
  return url.toString();
}

export type TAuthUserRecord = {
  readonly uid: string;
  readonly emailVerified: boolean;
  readonly email: string | undefined;
  readonly displayName: string | undefined;
};

export type TConfirmLogger = THandlerLogger;

export type TConfirmEmailDeps = {
  readonly storefrontUrl: string;
  /** Auth's own record of the user, or undefined when Auth has no such user. */
  readonly getUser: (uid: string) => Promise<TAuthUserRecord | undefined>;
  /** Records the verification on the profile: the first time, again, or not at all without a profile. */
  readonly recordVerified: (uid: string) => Promise<TEmailVerifiedRecord>;
  /** Sends over SMTP (the mailing function's transport); rejects when the server refuses or cannot be reached. */
  readonly send: (mail: TRenderedMail) => Promise<void>;
  readonly logger: TConfirmLogger;
};

export type TConfirmEmailRequest = { readonly method: string; readonly userID: unknown };
export type TConfirmEmailResponse =
  { readonly status: 302; readonly location: string } | { readonly status: 405; readonly location?: undefined };

/**
 * The signup welcome, sent on the first recorded confirmation: the storefront cannot ask the mailing
 * proxy for it at sign-up, when the address is not verified yet. Best effort: a failure is logged
 * and the person is still redirected.
 */
async function sendWelcome(user: TAuthUserRecord, deps: TConfirmEmailDeps): Promise<void> {
  if (user.email === undefined) return;
  try {
    await deps.send(
      renderMail('signup', { to: user.email, name: user.displayName, storefrontUrl: deps.storefrontUrl }),
    );
    deps.logger.info({ uid: user.uid, type: 'signup' }, 'welcome mail sent');
  } catch (error) {
    deps.logger.error({ err: error, uid: user.uid, type: 'signup' }, 'welcome mail could not be sent');
  }
}

/**
 * confirmEmail: the continue URL of the verification email. The userID parameter only says whom to
 * look up; whether the email is verified is Firebase Auth's word alone, so a forged, unknown or
 * unverified userID writes nothing. An unknown and a malformed userID get the same answer.
 */
export async function handleConfirmEmail(
  req: TConfirmEmailRequest,
  deps: TConfirmEmailDeps,
): Promise<TConfirmEmailResponse> {
  const { logger, storefrontUrl } = deps;
  const redirect = (error?: TConfirmEmailErrorCode): TConfirmEmailResponse => ({
    status: 302,
    location: confirmationRedirect(storefrontUrl, error),
  });
  if (req.method !== 'GET' && req.method !== 'HEAD') return { status: 405 };

  const uid = parseUserIdParam(req.userID);
  if (uid === undefined) {
    logger.warn({ reason: 'malformed-user-id' }, 'email confirmation refused');
    return redirect('email-confirmation/invalid-link');
  }
  try {
    const user = await deps.getUser(uid);
    if (user === undefined) {
      logger.warn({ uid, reason: 'unknown-user' }, 'email confirmation refused');
      return redirect('email-confirmation/invalid-link');
    }
    if (!user.emailVerified) {
      logger.warn({ uid, reason: 'not-verified' }, 'email confirmation refused');
      return redirect('email-confirmation/not-verified');
    }
    const recorded = await deps.recordVerified(user.uid);
    // No profile yet: Auth already holds the verification (the staff gate reads it from the token),
    // so the person still sees the confirmation; the profile is created by the storefront.
    logger.info({ uid, recorded }, 'email confirmation recorded');
    if (recorded === 'first') await sendWelcome(user, deps);
    return redirect();
  } catch (error) {
    logger.error({ err: error, uid }, 'email confirmation failed');
    return redirect('email-confirmation/failed');
  }
}
