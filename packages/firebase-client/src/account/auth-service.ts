import {
  EmailAuthProvider,
  GoogleAuthProvider,
  PhoneAuthProvider,
  RecaptchaVerifier,
  createUserWithEmailAndPassword,
  getAdditionalUserInfo,
  linkWithCredential,
  linkWithPhoneNumber,
  linkWithPopup,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signOut,
  updateProfile,
  type AuthCredential,
  type ConfirmationResult,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { AppError, fullNameOf, toAppError, type TRegistration, type TSignInCredentials } from '@voltia/domain';
import { getFirebaseAuth } from '../auth';
import { firebaseClientEnv } from '../env';

/** The Auth user as the rest of the app needs it, without SDK types. */
export type TAuthIdentity = {
  readonly uid: string;
  readonly isAnonymous: boolean;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  readonly phoneNumber: string | null;
  readonly photoURL: string | null;
};

/**
 * The anonymous visitor who held the cart before signing in to an existing account (which cannot
 * be linked): the claim function checks this ID token before moving the cart (DESIGN 4).
 */
export type TAnonymousHandoff = { readonly uid: string; readonly idToken: string };

export type TSignInOutcome = {
  readonly identity: TAuthIdentity;
  /** A new account was created (spec 4: isNew). */
  readonly isNew: boolean;
  /** The anonymous user became this account: the uid, and so the carts, stayed. */
  readonly linked: boolean;
  readonly handoff: TAnonymousHandoff | null;
  readonly via: 'password' | 'google' | 'phone';
};

export function toIdentity(user: User): TAuthIdentity {
  return {
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    photoURL: user.photoURL,
  };
}

/** Follows the signed-in user (restored session, sign-in, sign-out). Returns the unsubscribe. */
export function watchIdentity(onChange: (identity: TAuthIdentity | null) => void): () => void {
  return onAuthStateChanged(getFirebaseAuth(), (user) => onChange(user ? toIdentity(user) : null));
}

async function handoffOf(user: User | null): Promise<TAnonymousHandoff | null> {
  if (!user?.isAnonymous) return null;
  return { uid: user.uid, idToken: await user.getIdToken() };
}

/** The signed-in user's ID token for the functions, or an error asking to sign in. */
export async function currentIdToken(): Promise<string> {
  const user = getFirebaseAuth().currentUser;
  if (!user) throw new AppError('auth/sign-in-required');
  return user.getIdToken();
}

function outcome(credential: UserCredential, via: TSignInOutcome['via'], linked: boolean, handoff: TAnonymousHandoff | null): TSignInOutcome {
  const isNew = linked || getAdditionalUserInfo(credential)?.isNewUser === true;
  return { identity: toIdentity(credential.user), isNew, linked, handoff, via };
}

/** The continue URL of the verification email: the confirmation function, with the user's id (spec 7). */
export function verificationContinueUrl(uid: string): string {
  const url = new URL(`${firebaseClientEnv().functionsBaseUrl}/confirmEmail`);
  url.searchParams.set('userID', uid);
  return url.toString();
}

/** Sends (again) the verification email of the signed-in user. */
export async function sendVerificationEmail(): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (!user) throw new AppError('auth/sign-in-required');
  await sendEmailVerification(user, { url: verificationContinueUrl(user.uid) });
}

/**
 * Registration by email (spec 2): the anonymous visitor is linked, so the uid and the cart stay
 * (DESIGN 4); the display name is set for quotes' nameOfClient; the verification email is sent.
 */
export async function registerWithEmail(registration: TRegistration): Promise<TSignInOutcome> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const current = auth.currentUser;
  const linked = current?.isAnonymous === true;
  const credential = linked
    ? await linkWithCredential(current, EmailAuthProvider.credential(registration.email, registration.password))
    : await createUserWithEmailAndPassword(auth, registration.email, registration.password);
  await updateProfile(credential.user, { displayName: fullNameOf(registration.first_name, registration.last_name) });
  // The token must name the password provider and the email before the profile is written.
  await credential.user.getIdToken(true);
  await sendEmailVerification(credential.user, { url: verificationContinueUrl(credential.user.uid) });
  return { ...outcome(credential, 'password', linked, null), isNew: true };
}

export async function signInWithEmail(credentials: TSignInCredentials): Promise<TSignInOutcome> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const handoff = await handoffOf(auth.currentUser);
  const credential = await signInWithEmailAndPassword(auth, credentials.email, credentials.password);
  return outcome(credential, 'password', false, handoff);
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Links the anonymous visitor with `link`; when the credential already has an account, signs in
 * to that account instead, handing the visitor's token over for the cart claim.
 */
async function linkOrSignIn(
  link: (user: User) => Promise<UserCredential>,
  credentialFromError: (error: unknown) => AuthCredential | null,
  via: TSignInOutcome['via'],
): Promise<TSignInOutcome> {
  const auth = getFirebaseAuth();
  const current = auth.currentUser;
  if (!current) throw new AppError('auth/internal-error', { detail: 'no user to link' });
  try {
    return outcome(await link(current), via, true, null);
  } catch (error) {
    const existing = isCode(error, 'auth/credential-already-in-use') ? credentialFromError(error) : null;
    if (!existing || !current.isAnonymous) throw error;
    const handoff = await handoffOf(current);
    return outcome(await signInWithCredential(auth, existing), via, false, handoff);
  }
}

/** Google pop-up sign-in (spec 2); a first Google sign-in links the anonymous visitor. */
export async function signInWithGoogle(): Promise<TSignInOutcome> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  if (auth.currentUser?.isAnonymous) {
    return linkOrSignIn((user) => linkWithPopup(user, provider), (error) => GoogleAuthProvider.credentialFromError(error as never), 'google');
  }
  return outcome(await signInWithPopup(auth, provider), 'google', false, null);
}

export type TRecaptchaCallbacks = {
  readonly onSolved: () => void;
  readonly onExpired: () => void;
};

/** The reCAPTCHA widget the phone flow needs (spec 4: the captcha comes first). */
export function createRecaptchaVerifier(container: HTMLElement, callbacks: TRecaptchaCallbacks): RecaptchaVerifier {
  return new RecaptchaVerifier(getFirebaseAuth(), container, {
    size: 'normal',
    callback: callbacks.onSolved,
    'expired-callback': callbacks.onExpired,
  });
}

/** The held confirmation: Firebase's, plus whether confirming links the current user. */
export type TPhoneConfirmation = { readonly result: ConfirmationResult; readonly linking: boolean };

/**
 * Sends the SMS code. A signed-in user (anonymous visitor or customer adding a phone) links the
 * number; nobody signed in signs in with it.
 */
export async function requestPhoneCode(phoneNumber: string, verifier: RecaptchaVerifier): Promise<TPhoneConfirmation | null> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const current = auth.currentUser;
  const result = current ? await linkWithPhoneNumber(current, phoneNumber, verifier) : await signInWithPhoneNumber(auth, phoneNumber, verifier);
  // Spec 8: "El numero es incorrecto" when verification returns nothing; the caller reports it.
  return result ? { result, linking: current !== null } : null;
}

export async function confirmPhoneCode(confirmation: TPhoneConfirmation, code: string): Promise<TSignInOutcome> {
  if (!confirmation.linking) return outcome(await confirmation.result.confirm(code), 'phone', false, null);
  return linkOrSignIn(
    () => confirmation.result.confirm(code),
    (error) => PhoneAuthProvider.credentialFromError(error as never),
    'phone',
  );
}

/** Password reset email (spec 2). An unknown address is not reported, so nobody learns who has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(getFirebaseAuth(), email);
  } catch (error) {
    if (isCode(error, 'auth/user-not-found')) return;
    throw error;
  }
}

/** Keeps the Auth display name in step with the profile (quotes take nameOfClient from it). */
export async function setDisplayName(name: string): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (user && !user.isAnonymous) await updateProfile(user, { displayName: name });
}

export async function signOutUser(): Promise<void> {
  try {
    await signOut(getFirebaseAuth());
  } catch (error) {
    throw toAppError(error, 'auth/sign-out-failed');
  }
}
