import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODE_ALIASES,
  ERROR_CODES,
  errorMessageFor,
  getErrorEntry,
  isErrorCode,
} from './error-catalogue';
import { ZErrorCode } from './error-code-schema';
import { resolveErrorCode } from './to-app-error';

// The spec's section 8, copied by hand so a changed catalogue text fails here.
const SPEC_MESSAGES: readonly [string, string][] = [
  ['auth/email-already-in-use', 'El correo electrónico ya está en uso.'],
  ['phone/verification-empty', 'El numero es incorrecto'],
  ['phone/captcha-unresolved', 'El captcha aún no se ha resuelto'],
  ['phone/recaptcha-not-initialized', 'RecaptchaVerifier no está inicializado'],
  ['phone/confirmation-unavailable', 'El resultado de confirmación no está disponible.'],
  ['cart/read-failed', 'Error al obtener los productos del carrito actual.'],
  ['cart/create-failed', 'Ocurrio un error al crear el carrito por primera vez'],
  ['cart/buy-now-failed', 'No se pudo agregar el carrito en compra ya'],
];

// Every Firebase Auth code a sign-in, register, phone, Google or password-reset screen can receive.
const AUTH_SCREEN_CODES = [
  'auth/email-already-in-use',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-email',
  'auth/missing-password',
  'auth/weak-password',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/popup-closed-by-user',
  'auth/popup-blocked',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
  'auth/account-exists-with-different-credential',
  'auth/credential-already-in-use',
  'auth/provider-already-linked',
  'auth/invalid-phone-number',
  'auth/missing-phone-number',
  'auth/invalid-verification-code',
  'auth/missing-verification-code',
  'auth/invalid-verification-id',
  'auth/missing-verification-id',
  'auth/code-expired',
  'auth/captcha-check-failed',
  'auth/invalid-app-credential',
  'auth/quota-exceeded',
  'auth/user-disabled',
  'auth/requires-recent-login',
  'auth/operation-not-allowed',
  'auth/admin-restricted-operation',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'auth/internal-error',
  'auth/unauthorized-domain',
  'auth/web-storage-unsupported',
  'auth/operation-not-supported-in-this-environment',
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-mismatch',
  'auth/timeout',
  'auth/invalid-api-key',
  'auth/unauthorized-continue-uri',
];

const FIRESTORE_CODES = [
  'permission-denied',
  'not-found',
  'unavailable',
  'deadline-exceeded',
  'resource-exhausted',
  'already-exists',
  'failed-precondition',
  'aborted',
  'unauthenticated',
  'cancelled',
  'invalid-argument',
  'out-of-range',
  'unimplemented',
  'internal',
  'data-loss',
];

describe('error catalogue', () => {
  it.each(SPEC_MESSAGES)('%s carries the spec message verbatim', (code, message) => {
    expect(isErrorCode(code)).toBe(true);
    expect(getErrorEntry(code as never).message).toBe(message);
  });

  it.each(SPEC_MESSAGES)('the message of %s appears exactly once in the catalogue', (_code, message) => {
    const hits = Object.values(ERROR_CATALOGUE).filter((entry) => entry.message === message);
    expect(hits).toHaveLength(1);
  });

  it('every entry has its own code, a Spanish message and an English dev message', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(60);
    for (const code of ERROR_CODES) {
      const entry = ERROR_CATALOGUE[code];
      expect(entry.code).toBe(code);
      expect(entry.message.trim()).not.toBe('');
      expect(entry.devMessage.trim()).not.toBe('');
      expect(entry.message).not.toBe(entry.devMessage);
      // No raw Firebase wording or codes on screen.
      expect(entry.message).not.toMatch(/auth\/|firebase|firestore/i);
    }
  });

  it('user messages other than the spec ones are unique, so each failure reads differently', () => {
    const specTexts = new Set(SPEC_MESSAGES.map(([, message]) => message));
    const others = Object.values(ERROR_CATALOGUE).filter((entry) => !specTexts.has(entry.message));
    const counts = new Map<string, string[]>();
    for (const entry of others) counts.set(entry.message, [...(counts.get(entry.message) ?? []), entry.code]);
    const duplicated = [...counts.values()].filter((codes) => codes.length > 1);
    expect(duplicated).toEqual([]);
  });

  it('the catalogue is frozen', () => {
    expect(Object.isFrozen(ERROR_CATALOGUE)).toBe(true);
    expect(Object.isFrozen(ERROR_CATALOGUE['auth/invalid-email'])).toBe(true);
  });

  it.each(AUTH_SCREEN_CODES)('%s resolves to a catalogue entry', (code) => {
    const resolved = resolveErrorCode(code);
    expect(resolved).toBeDefined();
    expect(resolved).not.toBe('unknown');
  });

  it('wrong password, unknown user and invalid credential read the same, so accounts cannot be enumerated', () => {
    const codes = [
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-credential',
      'auth/invalid-login-credentials',
    ];
    const resolved = codes.map((code) => resolveErrorCode(code));
    expect(new Set(resolved)).toEqual(new Set(['auth/invalid-credential']));
    expect(getErrorEntry('auth/invalid-credential').message).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
  });

  it.each(FIRESTORE_CODES)('Firestore %s resolves bare and prefixed to its own entry', (code) => {
    expect(resolveErrorCode(code)).toBe(`firestore/${code}`);
    expect(resolveErrorCode(`firestore/${code}`)).toBe(`firestore/${code}`);
    expect(resolveErrorCode(`functions/${code}`)).toBe(`firestore/${code}`);
  });

  it('aliases point at real codes and never shadow one', () => {
    for (const [alias, target] of Object.entries(ERROR_CODE_ALIASES)) {
      expect(isErrorCode(alias), alias).toBe(false);
      expect(isErrorCode(target), target).toBe(true);
    }
  });

  it('ZErrorCode accepts catalogue codes only', () => {
    expect(ZErrorCode.parse('cart/create-failed')).toBe('cart/create-failed');
    expect(ZErrorCode.safeParse('auth/wrong-password').success).toBe(false);
    expect(ZErrorCode.safeParse(42).success).toBe(false);
  });

  it('isErrorCode ignores inherited object keys', () => {
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('the quantity message states the real bound', () => {
    expect(getErrorEntry('cart/quantity-out-of-bounds').message).toContain('9999');
  });
  it.each([
    'email-confirmation/invalid-link',
    'email-confirmation/not-verified',
    'email-confirmation/failed',
    'mail/unauthenticated',
    'mail/recipient-not-allowed',
    'mail/invalid-request',
    'mail/rate-limited',
    'stats/rate-limited',
    'mail/send-failed',
  ])('the functions code %s is in the catalogue with Spanish text', (code) => {
    expect(isErrorCode(code)).toBe(true);
    expect(resolveErrorCode(code)).toBe(code);
    expect(getErrorEntry(code as never).message).toMatch(/[áéíóúñ]|correo|enlace/i);
  });
});

describe('errorMessageFor', () => {
  it('names the products no longer available, one or several', () => {
    expect(errorMessageFor('quote/unavailable-products', ['Contactor 25 A'])).toBe(
      'Este producto ya no está disponible: «Contactor 25 A». Quítalo de tu carrito para continuar.',
    );
    expect(errorMessageFor('quote/unavailable-products', ['Contactor 25 A', 'Cable THW'])).toBe(
      'Estos productos ya no están disponibles: «Contactor 25 A», «Cable THW». Quítalos de tu carrito para continuar.',
    );
  });

  it('lists ten names at most and counts the rest', () => {
    const names = Array.from({ length: 13 }, (_, i) => `P${i + 1}`);
    const message = errorMessageFor('quote/unavailable-products', names);
    expect(message).toContain('«P10» y 3 más.');
    expect(message).not.toContain('P11');
  });

  it('is the catalogue message without items, or for a code that names none', () => {
    expect(errorMessageFor('quote/unavailable-products')).toBe(getErrorEntry('quote/unavailable-products').message);
    expect(errorMessageFor('quote/empty', ['x'])).toBe(getErrorEntry('quote/empty').message);
  });
});
