import { getDocs, type Firestore } from 'firebase/firestore';
import {
  CART_TO_RESUME_CANDIDATES,
  cartToResume,
  loginUserFromProfile,
  MAILING_ROUTES,
  QUOTES_ROUTES,
  toAppError,
  type TLoginUser,
  type TUserProfile,
} from '@voltia/domain';
import { callRoute } from '../functions-api';
import { ownerQuotesQuery } from '../quotes/owner-quotes-query';
import { currentIdToken, type TAnonymousHandoff, type TSignInOutcome } from './auth-service';
import { ensureProfile, saveVerifiedPhone, type TProfileNames } from './profile-repository';

export type TSignedIn = { readonly profile: TUserProfile; readonly user: TLoginUser };

/**
 * What follows every sign-in: the profile exists (created at sign-up or first Google or phone
 * sign-in), a confirmed phone is saved as phone_1, and a new Google account gets
 * the welcome email (an email sign-up gets it once the address is verified).
 */
export async function finishSignIn(db: Firestore, outcome: TSignInOutcome, names?: TProfileNames): Promise<TSignedIn> {
  let profile = await ensureProfile(db, outcome.identity, names);
  const phone = outcome.identity.phoneNumber;
  if (outcome.via === 'phone' && phone !== null && profile.phone_1 !== phone)
    profile = await saveVerifiedPhone(db, profile, phone);
  if (outcome.via === 'google' && outcome.isNew && outcome.identity.email !== null && outcome.identity.emailVerified) {
    // The answer is not read; a failed welcome must not fail the sign-in.
    void sendWelcomeEmail(outcome.identity.email).catch(() => undefined);
  }
  return { profile, user: loginUserFromProfile(profile) };
}

export async function sendWelcomeEmail(to: string): Promise<void> {
  await callRoute(MAILING_ROUTES.send, { to, type: 'signup' }, await currentIdToken());
}

export type TClaimReport = { readonly claimed: readonly string[]; readonly failed: readonly string[] };

/**
 * The stored carts become the signed-in customer's. A linked account kept the uid; an
 * existing account proves with the anonymous visitor's token that it held them.
 */
export async function claimCarts(
  quoteIds: readonly string[],
  handoff: TAnonymousHandoff | null,
): Promise<TClaimReport> {
  const idToken = await currentIdToken();
  const claimed: string[] = [];
  const failed: string[] = [];
  for (const quoteId of quoteIds) {
    try {
      await callRoute(
        QUOTES_ROUTES.claim,
        handoff ? { quoteId, anonymousIdToken: handoff.idToken } : { quoteId },
        idToken,
      );
      claimed.push(quoteId);
    } catch (error) {
      console.warn('cart claim failed', quoteId, toAppError(error).code);
      failed.push(quoteId);
    }
  }
  return { claimed, failed };
}

/**
 * The cart a sign-in brings back to a browser that holds none (the domain's cartToResume): one
 * query of the customer's few most recently changed drafts, naming the owner as the rules require.
 * Only the fields the choice needs are read (no schema: the choice compares them to what it wants).
 */
export async function findCartToResume(db: Firestore, ownerUid: string): Promise<string | null> {
  const snap = await getDocs(ownerQuotesQuery(db, ownerUid, CART_TO_RESUME_CANDIDATES, true));
  return cartToResume(
    snap.docs.map((d) => ({ id: d.id, owner: d.get('owner'), status: d.get('status'), alias: d.get('alias') })),
    ownerUid,
  );
}
