import { describe, expect, it } from 'vitest';
import { makeLoginUser } from '../testing/factories';
import { ZLoginState, ZLoginUser } from './login-state';
import { initialLoginState, loginReducer, parseCachedLoginUser } from './login-reducer';
import type { TLoginAction, TLoginState } from './login-reducer';

/** Stands in for Firebase's ConfirmationResult. */
type TFakeConfirmation = { verificationId: string };
const confirmation: TFakeConfirmation = { verificationId: 'v-1' };

function run(
  actions: TLoginAction<TFakeConfirmation>[],
  from: TLoginState<TFakeConfirmation> = initialLoginState,
): TLoginState<TFakeConfirmation> {
  return actions.reduce(loginReducer<TFakeConfirmation>, from);
}

const ready = run([{ type: 'session_restored', user: null }]);
const user = makeLoginUser();

describe('initialLoginState', () => {
  it('is loading with nobody signed in, and is a valid ZLoginState', () => {
    expect(initialLoginState).toEqual({
      isLoading: true,
      error: null,
      confirmationResult: null,
      isCaptchaResolved: false,
      captchaError: null,
      hasNotAccount: false,
      isNew: false,
      user: null,
    });
    expect(ZLoginState.parse(initialLoginState)).toEqual(initialLoginState);
    expect(Object.isFrozen(initialLoginState)).toBe(true);
  });
});

describe('loginReducer: email, Google and session', () => {
  it('session_restored ends loading with the restored user', () => {
    expect(run([{ type: 'session_restored', user }])).toMatchObject({ isLoading: false, user });
    expect(ready).toMatchObject({ isLoading: false, user: null });
  });

  it('started clears the previous error', () => {
    const failed = run([{ type: 'failed', code: 'auth/invalid-credential' }], ready);
    expect(failed).toMatchObject({ isLoading: false, error: 'auth/invalid-credential' });
    expect(run([{ type: 'started' }], failed)).toMatchObject({ isLoading: true, error: null });
  });

  it('signed_in keeps isNew false unless told, and clears hasNotAccount', () => {
    const state = run([{ type: 'no_account' }, { type: 'started' }, { type: 'signed_in', user }], ready);
    expect(state).toMatchObject({ isLoading: false, error: null, user, isNew: false, hasNotAccount: false });
    expect(run([{ type: 'signed_in', user, isNew: true }], ready).isNew).toBe(true);
  });

  it('signed_up sets isNew', () => {
    expect(run([{ type: 'started' }, { type: 'signed_up', user }], ready)).toMatchObject({
      isNew: true,
      user,
      isLoading: false,
    });
  });

  it('no_account flags a provider sign-in without a profile', () => {
    expect(run([{ type: 'started' }, { type: 'no_account' }], ready)).toMatchObject({
      hasNotAccount: true,
      isLoading: false,
    });
  });

  it('error_cleared clears both errors', () => {
    const state = run(
      [{ type: 'failed', code: 'unknown' }, { type: 'captcha_expired' }, { type: 'error_cleared' }],
      ready,
    );
    expect(state).toMatchObject({ error: null, captchaError: null });
  });

  it('logged_out clears the user and any phone flow, without going back to loading', () => {
    const signedIn = run([{ type: 'signed_up', user }, { type: 'captcha_solved' }], ready);
    expect(run([{ type: 'logged_out' }], signedIn)).toEqual({ ...initialLoginState, isLoading: false });
  });
});

describe('loginReducer: phone verification', () => {
  it('captcha solved, code sent, code confirmed: the happy path', () => {
    const solved = run([{ type: 'captcha_solved' }], ready);
    expect(solved.isCaptchaResolved).toBe(true);
    const requested = run([{ type: 'code_requested', verifierReady: true }], solved);
    expect(requested).toMatchObject({ isLoading: true, error: null });
    const sent = run([{ type: 'code_sent', confirmationResult: confirmation }], requested);
    expect(sent).toMatchObject({ isLoading: false, confirmationResult: confirmation });
    const submitted = run([{ type: 'code_submitted' }], sent);
    expect(submitted).toMatchObject({ isLoading: true, confirmationResult: confirmation });
    const confirmed = run(
      [{ type: 'code_confirmed', user: { ...user, phone: '+525512345678' }, isNew: true }],
      submitted,
    );
    expect(confirmed).toMatchObject({
      isLoading: false,
      error: null,
      confirmationResult: null,
      isCaptchaResolved: false,
      isNew: true,
      user: { phone: '+525512345678' },
    });
  });

  it('code_confirmed defaults isNew to false', () => {
    const sent = run([{ type: 'captcha_solved' }, { type: 'code_sent', confirmationResult: confirmation }], ready);
    expect(run([{ type: 'code_confirmed', user }], sent).isNew).toBe(false);
  });

  it('refuses to request a code before the captcha is solved', () => {
    expect(run([{ type: 'code_requested', verifierReady: true }], ready)).toMatchObject({
      isLoading: false,
      error: 'phone/captcha-unresolved',
    });
  });

  it('reports a missing RecaptchaVerifier first', () => {
    expect(run([{ type: 'code_requested', verifierReady: false }], ready).error).toBe(
      'phone/recaptcha-not-initialized',
    );
    expect(run([{ type: 'captcha_solved' }, { type: 'code_requested', verifierReady: false }], ready).error).toBe(
      'phone/recaptcha-not-initialized',
    );
  });

  it('an empty verification result means the number was wrong', () => {
    for (const empty of [null, undefined]) {
      const state = run(
        [
          { type: 'captcha_solved' },
          { type: 'code_requested', verifierReady: true },
          { type: 'code_sent', confirmationResult: empty },
        ],
        ready,
      );
      expect(state).toMatchObject({ isLoading: false, error: 'phone/verification-empty', confirmationResult: null });
    }
  });

  it('confirming without a held confirmation result is refused', () => {
    expect(run([{ type: 'code_submitted' }], ready)).toMatchObject({
      isLoading: false,
      error: 'phone/confirmation-unavailable',
    });
    const state = run([{ type: 'code_confirmed', user }], ready);
    expect(state).toMatchObject({ error: 'phone/confirmation-unavailable', user: null });
  });

  it('cancel clears the confirmation result and the captcha', () => {
    const sent = run([{ type: 'captcha_solved' }, { type: 'code_sent', confirmationResult: confirmation }], ready);
    expect(run([{ type: 'phone_cancelled' }], sent)).toMatchObject({
      confirmationResult: null,
      isCaptchaResolved: false,
      isLoading: false,
      error: null,
      captchaError: null,
    });
  });

  it('captcha expiry and failure unset the captcha with a code', () => {
    const solved = run([{ type: 'captcha_solved' }], ready);
    expect(run([{ type: 'captcha_expired' }], solved)).toMatchObject({
      isCaptchaResolved: false,
      captchaError: 'phone/captcha-expired',
    });
    expect(run([{ type: 'captcha_failed' }], solved)).toMatchObject({
      isCaptchaResolved: false,
      captchaError: 'auth/captcha-check-failed',
    });
    expect(run([{ type: 'captcha_failed', code: 'network/request-failed' }], solved).captchaError).toBe(
      'network/request-failed',
    );
    expect(run([{ type: 'captcha_expired' }, { type: 'captcha_solved' }], solved).captchaError).toBeNull();
  });

  it('never mutates the previous state', () => {
    const before = run([{ type: 'captcha_solved' }], ready);
    const snapshot = structuredClone(before);
    loginReducer(before, { type: 'code_sent', confirmationResult: confirmation });
    loginReducer(before, { type: 'logged_out' });
    expect(before).toEqual(snapshot);
  });
});

describe('ZLoginUser', () => {
  it('parses the cached user and rejects a broken one', () => {
    expect(ZLoginUser.parse(user)).toEqual(user);
    expect(ZLoginUser.safeParse({ ...user, id: '' }).success).toBe(false);
    expect(ZLoginUser.safeParse({ id: 'x' }).success).toBe(false);
  });

  it('ZLoginState rejects raw error text instead of a code', () => {
    expect(ZLoginState.safeParse({ ...initialLoginState, error: 'Algo salió mal' }).success).toBe(false);
  });
});

describe('completed', () => {
  it('ends an operation that signs nobody in, keeping the user', () => {
    const user = makeLoginUser();
    const busy = loginReducer(
      loginReducer({ ...initialLoginState, isLoading: false, user }, { type: 'failed', code: 'auth/invalid-email' }),
      { type: 'started' },
    );
    expect(loginReducer(busy, { type: 'completed' })).toMatchObject({ isLoading: false, error: null, user });
  });
});

describe('parseCachedLoginUser (the `user` browser storage key)', () => {
  const user = makeLoginUser();

  it('reads back a cached user, dropping unknown fields', () => {
    expect(parseCachedLoginUser(JSON.stringify({ ...user, extra: 'x' }))).toEqual(user);
    expect(parseCachedLoginUser(JSON.stringify(user))).toEqual(ZLoginUser.parse(user));
  });

  it.each([
    null,
    '',
    'not json',
    'null',
    '42',
    JSON.stringify({ ...user, id: '' }),
    JSON.stringify({ ...user, email: 3 }),
    JSON.stringify({ ...user, first_name: undefined }),
  ])('refuses %j', (raw) => {
    expect(parseCachedLoginUser(raw)).toBeNull();
  });
});
