import {
  EmailAuthProvider,
  GoogleAuthProvider,
  PhoneAuthProvider,
  RecaptchaVerifier,
  browserPopupRedirectResolver,
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
import { functionsBaseUrl } from '../functions-env';

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
 * be linked): the claim function checks this ID token before moving the cart.
 */
export type TAnonymousHandoff = { readonly uid: string; readonly idToken: string };

export type TSignInOutcome = {
  readonly identity: TAuthIdentity;
  /** A new account was created (isNew). */
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

function outcome(
  credential: UserCredential,
  via: TSignInOutcome['via'],
  linked: boolean,
  handoff: TAnonymousHandoff | null,
): TSignInOutcome {
  const isNew = linked || getAdditionalUserInfo(credential)?.isNewUser === true;
  return { identity: toIdentity(credential.user), isNew, linked, handoff, via };
}

/** The continue URL of the verification email: the confirmation function, with the user's id. */
export function verificationContinueUrl(uid: string): string {
  const url = new URL(`${functionsBaseUrl()}/confirmEmail`);
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
 * Registration by email: the anonymous visitor is linked, so the uid and the cart stay;
 * the display name is set for quotes' nameOfClient; the verification email is sent.
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
 * Linking failed because the credential already signs in to another account: Google answers
 * credential-already-in-use; a phone number, account-exists-with-different-credential (with a
 * temporary proof in the error that signs in to that account).
 */
function isExistingAccountError(error: unknown): boolean {
  return (
    isCode(error, 'auth/credential-already-in-use') || isCode(error, 'auth/account-exists-with-different-credential')
  );
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
    const existing = isExistingAccountError(error) ? credentialFromError(error) : null;
    if (!existing || !current.isAnonymous) throw error;
    const handoff = await handoffOf(current);
    return outcome(await signInWithCredential(auth, existing), via, false, handoff);
  }
}

/**
 * Linking Google to the anonymous visitor brings its email but not its name or picture: take them
 * from the Google profile, so the account (and quotes' nameOfClient) have a name.
 */
async function adoptGoogleProfile(user: User): Promise<void> {
  const google = user.providerData.find((info) => info.providerId === GoogleAuthProvider.PROVIDER_ID);
  // Only what is missing and known: the API refuses a null it was not asked to delete.
  const missing: { displayName?: string; photoURL?: string } = {};
  if (!user.displayName && google?.displayName) missing.displayName = google.displayName;
  if (!user.photoURL && google?.photoURL) missing.photoURL = google.photoURL;
  if (Object.keys(missing).length > 0) await updateProfile(user, missing);
}

/** Google pop-up sign-in; a first Google sign-in links the anonymous visitor. */
export async function signInWithGoogle(): Promise<TSignInOutcome> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  if (auth.currentUser?.isAnonymous) {
    const link = async (user: User) => {
      const credential = await linkWithPopup(user, provider, browserPopupRedirectResolver);
      await adoptGoogleProfile(credential.user);
      return credential;
    };
    return linkOrSignIn(link, (error) => GoogleAuthProvider.credentialFromError(error as never), 'google');
  }
  return outcome(await signInWithPopup(auth, provider, browserPopupRedirectResolver), 'google', false, null);
}

export type TRecaptchaCallbacks = {
  readonly onSolved: () => void;
  readonly onExpired: () => void;
};

/** The reCAPTCHA widget the phone flow needs (the captcha comes first). */
export function createRecaptchaVerifier(container: HTMLElement, callbacks: TRecaptchaCallbacks): RecaptchaVerifier {
  return new RecaptchaVerifier(getFirebaseAuth(), container, {
    size: 'normal',
    callback: callbacks.onSolved,
    'expired-callback': callbacks.onExpired,
  });
}

/**
 * The held confirmation: Firebase's, plus what confirming it does. `sign-in`: nobody was signed in;
 * `link-visitor`: the anonymous visitor becomes the phone's account (or hands its carts to it);
 * `add-to-account`: a signed-in customer verifies a phone for their account.
 */
export type TPhoneConfirmation = {
  readonly result: ConfirmationResult;
  readonly mode: 'sign-in' | 'link-visitor' | 'add-to-account';
};

/** Sends the SMS code: a signed-in user (visitor or customer) links the number, nobody signed in signs in with it. */
export async function requestPhoneCode(
  phoneNumber: string,
  verifier: RecaptchaVerifier,
): Promise<TPhoneConfirmation | null> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const current = auth.currentUser;
  const result = current
    ? await linkWithPhoneNumber(current, phoneNumber, verifier)
    : await signInWithPhoneNumber(auth, phoneNumber, verifier);
  // Spec 8: "El numero es incorrecto" when verification returns nothing; the caller reports it.
  if (!result) return null;
  return { result, mode: current === null ? 'sign-in' : current.isAnonymous ? 'link-visitor' : 'add-to-account' };
}

export async function confirmPhoneCode(confirmation: TPhoneConfirmation, code: string): Promise<TSignInOutcome> {
  const confirm = () => confirmation.result.confirm(code);
  switch (confirmation.mode) {
    case 'sign-in':
      return outcome(await confirm(), 'phone', false, null);
    case 'link-visitor':
      return linkOrSignIn(confirm, (error) => PhoneAuthProvider.credentialFromError(error as never), 'phone');
    case 'add-to-account':
      try {
        // The customer keeps their account: nothing new, no carts change hands.
        return { ...outcome(await confirm(), 'phone', false, null), isNew: false };
      } catch (error) {
        if (isExistingAccountError(error)) throw new AppError('phone/number-in-use', { cause: error });
        throw error;
      }
  }
}

/** Password reset email. An unknown address is not reported, so nobody learns who has an account. */
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
