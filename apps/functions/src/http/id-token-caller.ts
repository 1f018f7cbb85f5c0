import type { DecodedIdToken } from 'firebase-admin/auth';

/** The verified ID token's claims the functions rely on. */
export type TIdTokenCaller = {
  readonly uid: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly name: string | undefined;
  /** Signed in with Firebase's anonymous provider (a visitor with a cart, not an account). */
  readonly isAnonymous: boolean;
};

/** The caller as the Admin SDK's decoded (already verified) ID token describes it. */
export function callerFromIdToken(
  decoded: Pick<DecodedIdToken, 'uid' | 'email' | 'email_verified' | 'firebase'> & { readonly name?: unknown },
): TIdTokenCaller {
  return {
    uid: decoded.uid,
    email: typeof decoded.email === 'string' ? decoded.email : undefined,
    emailVerified: decoded.email_verified === true,
    name: typeof decoded.name === 'string' ? decoded.name : undefined,
    isAnonymous: decoded.firebase?.sign_in_provider === 'anonymous',
  };
}
