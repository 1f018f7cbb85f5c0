import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmationRedirect, handleConfirmEmail, MAX_UID_LENGTH, parseUserIdParam } from './handle-confirm-email';
import type { TConfirmEmailDeps, TConfirmLogger } from './handle-confirm-email';

const STOREFRONT = 'http://localhost:3000';
const OK_URL = 'http://localhost:3000/b2b/correo-confirmado';

type TLog = TConfirmLogger['info'];
function makeDeps(users: Record<string, boolean> = { 'uid-ok': true, 'uid-unverified': false }) {
  return {
    storefrontUrl: STOREFRONT,
    getUser: vi.fn<TConfirmEmailDeps['getUser']>(async (uid) =>
      uid in users
        ? { uid, emailVerified: users[uid] === true, email: `${uid}@cliente.example`, displayName: 'Ana López' }
        : undefined,
    ),
    recordVerified: vi.fn<TConfirmEmailDeps['recordVerified']>(async () => 'first'),
    send: vi.fn<TConfirmEmailDeps['send']>(async () => undefined),
    logger: { info: vi.fn<TLog>(), warn: vi.fn<TLog>(), error: vi.fn<TLog>() },
  } satisfies TConfirmEmailDeps;
}

let deps: ReturnType<typeof makeDeps>;
beforeEach(() => {
  deps = makeDeps();
});

const get = (userID: unknown) => ({ method: 'GET', userID });

describe('handleConfirmEmail', () => {
  it('a verified user: records it and redirects to the confirmation page', async () => {
    expect(await handleConfirmEmail(get('uid-ok'), deps)).toEqual({ status: 302, location: OK_URL });
    expect(deps.recordVerified).toHaveBeenCalledWith('uid-ok');
  });

  it('a verified user without a profile: still confirmed, nothing created, no welcome', async () => {
    deps.recordVerified.mockResolvedValueOnce('no-profile');
    expect(await handleConfirmEmail(get('uid-ok'), deps)).toEqual({ status: 302, location: OK_URL });
    expect(deps.logger.info).toHaveBeenCalledWith(
      { uid: 'uid-ok', recorded: 'no-profile' },
      'email confirmation recorded',
    );
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('the first recorded confirmation sends the signup welcome to the Auth address', async () => {
    await handleConfirmEmail(get('uid-ok'), deps);
    expect(deps.send).toHaveBeenCalledTimes(1);
    const mail = deps.send.mock.calls[0]?.[0];
    expect(mail).toMatchObject({ to: 'uid-ok@cliente.example', subject: 'Te damos la bienvenida a Voltia' });
    expect(mail?.text).toContain('Hola, Ana López:');
    expect(mail?.text).toContain('http://localhost:3000/b2b');
  });

  it('a repeated confirmation sends nothing', async () => {
    deps.recordVerified.mockResolvedValueOnce('again');
    expect(await handleConfirmEmail(get('uid-ok'), deps)).toEqual({ status: 302, location: OK_URL });
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('an account without an email address gets no welcome', async () => {
    deps.getUser.mockResolvedValueOnce({
      uid: 'uid-ok',
      emailVerified: true,
      email: undefined,
      displayName: undefined,
    });
    await handleConfirmEmail(get('uid-ok'), deps);
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('the SMTP server failing: logged, the person is still redirected to the confirmation', async () => {
    deps.send.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    expect(await handleConfirmEmail(get('uid-ok'), deps)).toEqual({ status: 302, location: OK_URL });
    expect(deps.logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ uid: 'uid-ok', type: 'signup' }),
      'welcome mail could not be sent',
    );
  });

  it.each([
    ['an unverified user', 'uid-unverified', 'email-confirmation/not-verified'],
    ['an unknown user', 'uid-forged', 'email-confirmation/invalid-link'],
    ['a missing userID', undefined, 'email-confirmation/invalid-link'],
    ['an empty userID', '', 'email-confirmation/invalid-link'],
    ['a repeated userID', ['uid-ok', 'uid-ok'], 'email-confirmation/invalid-link'],
    ['a very long userID', 'a'.repeat(MAX_UID_LENGTH + 1), 'email-confirmation/invalid-link'],
    ['a userID with a slash', 'uid-ok/../x', 'email-confirmation/invalid-link'],
  ])('%s: writes nothing and redirects with %s', async (_name, userID, code) => {
    const res = await handleConfirmEmail(get(userID), deps);
    expect(res).toEqual({ status: 302, location: `${OK_URL}?error=${encodeURIComponent(code)}` });
    expect(deps.recordVerified).not.toHaveBeenCalled();
    expect(deps.send).not.toHaveBeenCalled();
  });

  it('never asks Auth about a malformed userID', async () => {
    await handleConfirmEmail(get('x'.repeat(10_000)), deps);
    expect(deps.getUser).not.toHaveBeenCalled();
  });

  it('Auth or Firestore failing: redirects with email-confirmation/failed', async () => {
    deps.getUser.mockRejectedValueOnce(new Error('auth down'));
    expect((await handleConfirmEmail(get('uid-ok'), deps)).location).toBe(
      `${OK_URL}?error=email-confirmation%2Ffailed`,
    );
    deps.recordVerified.mockRejectedValueOnce(new Error('firestore down'));
    expect((await handleConfirmEmail(get('uid-ok'), deps)).location).toBe(
      `${OK_URL}?error=email-confirmation%2Ffailed`,
    );
    expect(deps.logger.error).toHaveBeenCalledTimes(2);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect(await handleConfirmEmail({ method: 'POST', userID: 'uid-ok' }, deps)).toEqual({ status: 405 });
    expect((await handleConfirmEmail({ method: 'HEAD', userID: 'uid-ok' }, deps)).status).toBe(302);
    expect(deps.recordVerified).toHaveBeenCalledTimes(1);
  });
});

describe('parseUserIdParam and confirmationRedirect', () => {
  it('accepts a Firebase-like uid up to 128 characters', () => {
    expect(parseUserIdParam('Xy12_-abcDEF')).toBe('Xy12_-abcDEF');
    expect(parseUserIdParam('a'.repeat(MAX_UID_LENGTH))).toHaveLength(MAX_UID_LENGTH);
    expect(parseUserIdParam('a b')).toBeUndefined();
    expect(parseUserIdParam(42)).toBeUndefined();
  });

  it('builds the storefront URL on the configured origin', () => {
    expect(confirmationRedirect('https://voltia.example')).toBe('https://voltia.example/b2b/correo-confirmado');
    expect(confirmationRedirect('https://voltia.example', 'email-confirmation/not-verified')).toBe(
      'https://voltia.example/b2b/correo-confirmado?error=email-confirmation%2Fnot-verified',
    );
  });
});
