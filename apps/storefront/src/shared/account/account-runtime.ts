// The account runtime: everything that needs the Firebase Auth SDK. Loaded by load-account-runtime.ts
// when the firebase gate opens (shared/browser/firebase-gate.ts) or at once on pages that depend on who is signed in.
// The staff shell signs out through it as well, and signing in or out moves or lets go of the browser's
// carts: so the runtime and the cart state it drives (shared/cart) are shared by the store and the back-office.
import { toast } from '@/shared/browser/toasts';
import {
  AppError,
  ZPasswordResetRequest,
  loginUserFromAuth,
  loginUserFromProfile,
  normalizePhoneNumber,
  toAppError,
  type TErrorCode,
  type TFiscalData,
  type TLoginUser,
  type TRegistration,
  type TSignInCredentials,
  type TUserProfile,
} from '@voltia/domain';
import {
  claimCarts,
  confirmPhoneCode,
  deleteDeliverySite,
  findCartToResume,
  saveDeliverySite,
  saveFiscalData,
  subscribeDeliverySites,
  subscribeFiscalData,
  type TSavedDeliverySite,
  createRecaptchaVerifier,
  finishSignIn,
  readProfile,
  registerWithEmail,
  requestPasswordReset,
  requestPhoneCode,
  sendVerificationEmail,
  setDisplayName,
  signInWithEmail,
  signInWithGoogle,
  signOutUser,
  subscribeProfile,
  updateProfileFields,
  watchIdentity,
  type TAuthIdentity,
  type TPhoneConfirmation,
  type TProfileNames,
  type TSignInOutcome,
} from '@voltia/firebase-client/account';
import { getDb } from '@voltia/firebase-client/firestore';
import { getCartStore } from '@/shared/cart/cart-client';
import { CART_KINDS, CART_REMEMBERED_KEYS, CART_STORAGE_KEYS } from '@/shared/cart/cart-view-model';
import { dispatchLogin, identityStore, loginStateAtom, writeCachedUser } from './identity-store';

// While a sign-in flow runs it reports its own result; the watcher waits.
let flowsRunning = 0;
let watching = false;

export function startIdentityWatch(): void {
  if (watching) return;
  watching = true;
  watchIdentity((identity) => {
    if (flowsRunning === 0) void restoreSession(identity);
  });
}

async function restoreSession(identity: TAuthIdentity | null): Promise<void> {
  // An anonymous visitor has a cart but is not signed in as a customer.
  if (identity === null || identity.isAnonymous) {
    writeCachedUser(null);
    dispatchLogin({ type: 'session_restored', user: null });
    return;
  }
  let user: TLoginUser;
  try {
    const profile = await readProfile(getDb(), identity.uid);
    user = profile ? loginUserFromProfile(profile) : loginUserFromAuth(identity);
  } catch {
    user = loginUserFromAuth(identity);
  }
  writeCachedUser(user);
  dispatchLogin({ type: 'session_restored', user });
}

function fail(error: unknown, fallback: TErrorCode = 'auth/internal-error'): void {
  const appError = toAppError(error, fallback);
  if (appError.code === fallback) console.warn('sign-in failed', appError.devMessage, appError.cause);
  dispatchLogin({ type: 'failed', code: appError.code });
}

// A cart's listener must not outlive its owner: carts stop listening while the account changes
// and start again once they have moved to the new account (or been dropped).
async function pauseCarts(): Promise<void> {
  await Promise.all(CART_KINDS.map(async (kind) => (await getCartStore(kind)).adoptQuoteId(null)));
}

async function resumeCarts(): Promise<void> {
  await Promise.all(
    CART_KINDS.map(async (kind) =>
      (await getCartStore(kind)).adoptQuoteId(window.localStorage.getItem(CART_STORAGE_KEYS[kind])),
    ),
  );
}

/** Spec 4: the carts of this browser become the customer's; one that cannot move is let go. */
async function settleCarts(outcome: TSignInOutcome): Promise<void> {
  if (!outcome.linked && outcome.handoff === null) return;
  const stored = CART_KINDS.flatMap((kind) => {
    const quoteId = window.localStorage.getItem(CART_STORAGE_KEYS[kind]);
    return quoteId ? [{ kind, quoteId }] : [];
  });
  if (stored.length === 0) return;
  const report = await claimCarts(
    stored.map((cart) => cart.quoteId),
    outcome.handoff,
  );
  const lost = stored.filter((cart) => report.failed.includes(cart.quoteId));
  for (const cart of lost) window.localStorage.removeItem(CART_STORAGE_KEYS[cart.kind]);
  if (lost.length > 0) toast.error(new AppError('cart/claim-failed').userMessage);
}

/**
 * A customer's cart follows them: a browser that holds no cart after the sign-in (another device,
 * or this one after signing out) takes the customer's most recently changed one. A browser that
 * holds one keeps it (the older stays among the customer's lists). A failed look-up costs nothing
 * but the convenience: the cart is still in "Mis cotizaciones".
 */
async function resumeAccountCart(uid: string): Promise<void> {
  if (window.localStorage.getItem(CART_STORAGE_KEYS.cart) !== null) return;
  try {
    const quoteId = await findCartToResume(getDb(), uid);
    if (quoteId !== null && window.localStorage.getItem(CART_STORAGE_KEYS.cart) === null)
      window.localStorage.setItem(CART_STORAGE_KEYS.cart, quoteId);
  } catch (error) {
    console.warn('cart to resume not found', toAppError(error).code);
  }
}

type TFlowResult = { user: TLoginUser; isNew: boolean } | null;

/** One sign-in: authenticate, make sure the profile exists, move the carts, then report. */
async function runFlow(authenticate: () => Promise<TSignInOutcome>, names?: TProfileNames): Promise<TFlowResult> {
  flowsRunning++;
  dispatchLogin({ type: 'started' });
  // Authentication starts first: a pop-up must open while the click still counts.
  const pending = authenticate();
  try {
    await pauseCarts();
    const outcome = await pending;
    const { user } = await finishSignIn(getDb(), outcome, names);
    await settleCarts(outcome);
    await resumeAccountCart(user.id);
    writeCachedUser(user);
    return { user, isNew: outcome.isNew };
  } catch (error) {
    pending.catch(() => undefined);
    fail(error);
    return null;
  } finally {
    flowsRunning--;
    await resumeCarts();
  }
}

function reportSignedIn(result: TFlowResult): boolean {
  if (!result) return false;
  dispatchLogin(result.isNew ? { type: 'signed_up', user: result.user } : { type: 'signed_in', user: result.user });
  return true;
}

export async function signInByEmail(credentials: TSignInCredentials): Promise<boolean> {
  return reportSignedIn(await runFlow(() => signInWithEmail(credentials)));
}

export async function registerByEmail(registration: TRegistration): Promise<boolean> {
  const names = { first_name: registration.first_name, last_name: registration.last_name };
  return reportSignedIn(await runFlow(() => registerWithEmail(registration), names));
}

export async function signInByGoogle(): Promise<boolean> {
  return reportSignedIn(await runFlow(() => signInWithGoogle()));
}

export async function resetPassword(email: string): Promise<boolean> {
  const parsed = ZPasswordResetRequest.safeParse({ email });
  if (!parsed.success) {
    dispatchLogin({ type: 'failed', code: 'auth/invalid-email' });
    return false;
  }
  dispatchLogin({ type: 'started' });
  try {
    await requestPasswordReset(parsed.data.email);
    dispatchLogin({ type: 'completed' });
    return true;
  } catch (error) {
    fail(error);
    return false;
  }
}

export async function resendVerificationEmail(): Promise<boolean> {
  try {
    await sendVerificationEmail();
    return true;
  } catch (error) {
    toast.error(toAppError(error, 'auth/verification-email-failed').userMessage);
    return false;
  }
}

// ---- phone (captcha solved, code sent, code confirmed; cancel clears the confirmation)

let verifier: ReturnType<typeof createRecaptchaVerifier> | null = null;

/** Shows the reCAPTCHA in `container`; returns the cleanup. */
export function mountRecaptcha(container: HTMLElement): () => void {
  const widget = createRecaptchaVerifier(container, {
    onSolved: () => dispatchLogin({ type: 'captcha_solved' }),
    onExpired: () => dispatchLogin({ type: 'captcha_expired' }),
  });
  verifier = widget;
  widget
    .render()
    .catch((error: unknown) =>
      dispatchLogin({ type: 'captcha_failed', code: toAppError(error, 'auth/captcha-check-failed').code }),
    );
  return () => {
    if (verifier === widget) verifier = null;
    widget.clear();
  };
}

export async function sendPhoneCode(rawPhone: string): Promise<boolean> {
  dispatchLogin({ type: 'code_requested', verifierReady: verifier !== null });
  const state = identityStore.get(loginStateAtom);
  if (state.error !== null || verifier === null) return false;
  const phone = normalizePhoneNumber(rawPhone);
  if (!phone.ok) {
    dispatchLogin({ type: 'failed', code: phone.error.code });
    return false;
  }
  try {
    const confirmation = await requestPhoneCode(phone.value, verifier);
    dispatchLogin({ type: 'code_sent', confirmationResult: confirmation });
    return confirmation !== null;
  } catch (error) {
    fail(error);
    return false;
  }
}

export async function confirmPhone(code: string): Promise<boolean> {
  dispatchLogin({ type: 'code_submitted' });
  const state = identityStore.get(loginStateAtom);
  if (state.error !== null) return false;
  const confirmation = state.confirmationResult as TPhoneConfirmation;
  const result = await runFlow(() => confirmPhoneCode(confirmation, code.trim()));
  if (!result) return false;
  // runFlow's 'started' keeps the held confirmation; code_confirmed clears it with the user.
  dispatchLogin({ type: 'code_confirmed', user: result.user, isNew: result.isNew });
  return true;
}

export function cancelPhone(): void {
  dispatchLogin({ type: 'phone_cancelled' });
}

// ---- profile and logout

/** Follows the customer's profile (a verified phone shows as soon as it is saved). Returns the unsubscribe. */
export function watchProfile(
  uid: string,
  onChange: (profile: TUserProfile | null) => void,
  onError: (error: AppError) => void,
): () => void {
  return subscribeProfile(getDb(), uid, onChange, onError);
}

export async function saveProfile(profile: TUserProfile, update: unknown): Promise<TUserProfile | null> {
  try {
    const next = await updateProfileFields(getDb(), profile, update);
    await setDisplayName(next.full_name);
    const user = loginUserFromProfile(next);
    writeCachedUser(user);
    dispatchLogin({ type: 'session_restored', user });
    return next;
  } catch (error) {
    toast.error(toAppError(error, 'profile/save-failed').userMessage);
    return null;
  }
}

// ---- invoice data and delivery sites (the profile page); each write is checked by the domain first

/** Follows the customer's invoice data (null until first saved). Returns the unsubscribe. */
export function watchFiscalData(
  uid: string,
  onChange: (data: TFiscalData | null) => void,
  onError: (error: AppError) => void,
): () => void {
  return subscribeFiscalData(getDb(), uid, onChange, onError);
}

/** Saves the invoice data; rejects with an AppError (`input/invalid` or `fiscal/save-failed`). */
export function storeFiscalData(uid: string, input: unknown): Promise<TFiscalData> {
  return saveFiscalData(getDb(), uid, input);
}

/** Follows the customer's delivery sites, by name. Returns the unsubscribe. */
export function watchDeliverySites(
  uid: string,
  onChange: (sites: readonly TSavedDeliverySite[]) => void,
  onError: (error: AppError) => void,
): () => void {
  return subscribeDeliverySites(getDb(), uid, onChange, onError);
}

/** Adds (`siteId` null) or edits a delivery site; rejects with an AppError (`input/invalid` or `site/save-failed`). */
export function storeDeliverySite(uid: string, siteId: string | null, input: unknown): Promise<TSavedDeliverySite> {
  return saveDeliverySite(getDb(), uid, siteId, input);
}

/** Deletes a delivery site; rejects with `site/delete-failed`. */
export function removeDeliverySite(uid: string, siteId: string): Promise<void> {
  return deleteDeliverySite(getDb(), uid, siteId);
}

/** Spec 4: logout clears the user, signs out and removes cartID (and the buy-now cart, which was the account's too). */
export async function logout(): Promise<boolean> {
  flowsRunning++;
  try {
    await pauseCarts();
    writeCachedUser(null);
    await signOutUser();
    for (const kind of CART_KINDS) {
      window.localStorage.removeItem(CART_STORAGE_KEYS[kind]);
      window.localStorage.removeItem(CART_REMEMBERED_KEYS[kind]);
    }
    dispatchLogin({ type: 'logged_out' });
    return true;
  } catch (error) {
    toast.error(toAppError(error, 'auth/sign-out-failed').userMessage);
    return false;
  } finally {
    flowsRunning--;
    await resumeCarts();
  }
}
