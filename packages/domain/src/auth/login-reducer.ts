// The sign-in state machine, free of zod so the header can hold it in every page's
// initial JavaScript. The schemas of the state live in login-state.ts.
import type { TErrorCode } from '../errors/error-catalogue';
import { parseJsonRecord } from '../text/json-record';

/** The signed-in user as the UI holds it and caches in browser storage under `user`. */
export type TLoginUser = {
  id: string;
  user_id: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string | null;
};

/** Sign-in state. Errors are catalogue codes, never raw text. */
export type TLoginState<C = unknown> = {
  isLoading: boolean;
  error: TErrorCode | null;
  confirmationResult: C | null;
  isCaptchaResolved: boolean;
  captchaError: TErrorCode | null;
  hasNotAccount: boolean;
  isNew: boolean;
  user: TLoginUser | null;
};

/**
 * `isLoading` starts true: until the auth listener reports, nobody knows who is signed in, and a
 * guarded page must render nothing meanwhile.
 */
export const initialLoginState: TLoginState<never> = Object.freeze({
  isLoading: true,
  error: null,
  confirmationResult: null,
  isCaptchaResolved: false,
  captchaError: null,
  hasNotAccount: false,
  isNew: false,
  user: null,
});

export type TLoginAction<C = unknown> =
  /** The auth listener reported: a restored session or nobody. */
  | { type: 'session_restored'; user: TLoginUser | null }
  /** An email, Google or phone operation began. */
  | { type: 'started' }
  | { type: 'signed_in'; user: TLoginUser; isNew?: boolean }
  /** A new account was created (a new sign-up sets isNew). */
  | { type: 'signed_up'; user: TLoginUser }
  | { type: 'failed'; code: TErrorCode }
  | { type: 'error_cleared' }
  /** An operation that signs nobody in (a password reset email) finished well. */
  | { type: 'completed' }
  /** The person signed in with a provider but has no profile yet; the UI offers registration. */
  | { type: 'no_account' }
  | { type: 'captcha_solved' }
  | { type: 'captcha_expired' }
  | { type: 'captcha_failed'; code?: TErrorCode }
  /** The person asked for an SMS code; `verifierReady` says whether a RecaptchaVerifier exists. */
  | { type: 'code_requested'; verifierReady: boolean }
  /** signInWithPhoneNumber settled; an empty result means the number was wrong. */
  | { type: 'code_sent'; confirmationResult: C | null | undefined }
  /** The person submitted the SMS code. */
  | { type: 'code_submitted' }
  | { type: 'code_confirmed'; user: TLoginUser; isNew?: boolean }
  | { type: 'phone_cancelled' }
  | { type: 'logged_out' };

function failWith<C>(state: TLoginState<C>, code: TErrorCode): TLoginState<C> {
  return { ...state, isLoading: false, error: code };
}

/** Pure sign-in state machine; the auth service dispatches, the UI renders. */
export function loginReducer<C>(state: TLoginState<C>, action: TLoginAction<C>): TLoginState<C> {
  switch (action.type) {
    case 'session_restored':
      return { ...state, isLoading: false, user: action.user };
    case 'started':
      return { ...state, isLoading: true, error: null };
    case 'signed_in':
      return {
        ...state,
        isLoading: false,
        error: null,
        hasNotAccount: false,
        isNew: action.isNew ?? false,
        user: action.user,
      };
    case 'signed_up':
      return { ...state, isLoading: false, error: null, hasNotAccount: false, isNew: true, user: action.user };
    case 'failed':
      return failWith(state, action.code);
    case 'completed':
      return { ...state, isLoading: false, error: null };
    case 'error_cleared':
      return { ...state, error: null, captchaError: null };
    case 'no_account':
      return { ...state, isLoading: false, hasNotAccount: true };
    case 'captcha_solved':
      return { ...state, isCaptchaResolved: true, captchaError: null };
    case 'captcha_expired':
      return { ...state, isCaptchaResolved: false, captchaError: 'phone/captcha-expired' };
    case 'captcha_failed':
      return { ...state, isCaptchaResolved: false, captchaError: action.code ?? 'auth/captcha-check-failed' };
    case 'code_requested':
      // Without a verifier there is no captcha to solve, so that is the error to report first.
      if (!action.verifierReady) return failWith(state, 'phone/recaptcha-not-initialized');
      if (!state.isCaptchaResolved) return failWith(state, 'phone/captcha-unresolved');
      return { ...state, isLoading: true, error: null };
    case 'code_sent':
      if (action.confirmationResult === null || action.confirmationResult === undefined) {
        return { ...failWith(state, 'phone/verification-empty'), confirmationResult: null };
      }
      return { ...state, isLoading: false, error: null, confirmationResult: action.confirmationResult };
    case 'code_submitted':
      if (state.confirmationResult === null) return failWith(state, 'phone/confirmation-unavailable');
      return { ...state, isLoading: true, error: null };
    case 'code_confirmed':
      if (state.confirmationResult === null) return failWith(state, 'phone/confirmation-unavailable');
      // The handle and the captcha are single-use; a later phone flow starts from scratch.
      return {
        ...state,
        isLoading: false,
        error: null,
        confirmationResult: null,
        isCaptchaResolved: false,
        hasNotAccount: false,
        isNew: action.isNew ?? false,
        user: action.user,
      };
    case 'phone_cancelled':
      return {
        ...state,
        isLoading: false,
        error: null,
        confirmationResult: null,
        isCaptchaResolved: false,
        captchaError: null,
      };
    case 'logged_out':
      return { ...initialLoginState, isLoading: false };
  }
}

const USER_TEXT_FIELDS = ['id', 'user_id', 'first_name', 'last_name', 'full_name'] as const;
const USER_NULLABLE_FIELDS = ['phone', 'email'] as const;

/**
 * The user cached in browser storage under `user`, or null when absent or not a user.
 * Checked by hand rather than with the schema so the header can read it without loading zod.
 */
export function parseCachedLoginUser(raw: string | null): TLoginUser | null {
  const record = parseJsonRecord(raw);
  if (record === null) return null;
  if (!USER_TEXT_FIELDS.every((key) => typeof record[key] === 'string') || record.id === '') return null;
  if (!USER_NULLABLE_FIELDS.every((key) => record[key] === null || typeof record[key] === 'string')) return null;
  const user = Object.fromEntries([...USER_TEXT_FIELDS, ...USER_NULLABLE_FIELDS].map((key) => [key, record[key]]));
  return user as TLoginUser;
}
