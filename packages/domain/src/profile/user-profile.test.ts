import { describe, expect, it } from 'vitest';
import { OWNER_UID, T0, makeProfile } from '../testing/factories';
import {
  PROFILE_EDITABLE_FIELDS,
  ZUserProfile,
  ZUserProfileUpdate,
  applyProfileUpdate,
  buildUserProfile,
  fullNameOf,
  loginUserFromAuth,
  loginUserFromProfile,
  setVerifiedPhone,
  splitDisplayName,
} from './user-profile';

describe('buildUserProfile', () => {
  it('builds the profile-user document with a computed full_name and the app marker', () => {
    const result = buildUserProfile({
      uid: OWNER_UID,
      first_name: ' Ana ',
      last_name: 'López  García',
      email: 'Ana@Cliente.Example',
      now: T0,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        user_id: OWNER_UID,
        first_name: 'Ana',
        last_name: 'López García',
        full_name: 'Ana López García',
        email: 'ana@cliente.example',
        phone_1: null,
        urlImage: null,
        source: 'voltia-marketplace-web',
        created_at: T0,
      },
    });
  });

  it('accepts a phone-only account with no name and no email', () => {
    const result = buildUserProfile({
      uid: 'u2',
      first_name: '',
      last_name: '',
      email: null,
      phone: '+52 55 1234 5678',
      now: T0,
    });
    expect(result.ok && result.value).toMatchObject({ full_name: '', email: null, phone_1: '+525512345678' });
  });

  it('keeps a provider photo URL', () => {
    const result = buildUserProfile({
      uid: 'u3',
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.example',
      urlImage: 'https://img.example/a.png',
      now: T0,
    });
    expect(result.ok && result.value.urlImage).toBe('https://img.example/a.png');
  });

  it.each([
    ['an empty uid', { uid: '' }],
    ['a bad email', { email: 'nope' }],
    ['a bad phone', { phone: '123' }],
    ['a non-http image', { urlImage: 'javascript:alert(1)' }],
    ['an invalid date', { now: new Date('x') }],
  ])('refuses %s', (_label, patch) => {
    const result = buildUserProfile({
      uid: OWNER_UID,
      first_name: 'Ana',
      last_name: 'López',
      email: 'a@b.example',
      now: T0,
      ...patch,
    });
    expect(!result.ok && result.error.code).toBe('input/invalid');
  });
});

describe('ZUserProfile', () => {
  it('requires the fixed source marker', () => {
    expect(ZUserProfile.safeParse(makeProfile()).success).toBe(true);
    expect(ZUserProfile.safeParse({ ...makeProfile(), source: 'other-app' }).success).toBe(false);
  });

  it('reads the server-set email verification date, absent until confirmEmail records it', () => {
    expect(ZUserProfile.parse(makeProfile()).email_verified_at).toBeUndefined();
    expect(ZUserProfile.parse({ ...makeProfile(), email_verified_at: T0 }).email_verified_at).toEqual(T0);
    expect(ZUserProfile.safeParse({ ...makeProfile(), email_verified_at: 'ayer' }).success).toBe(false);
  });
});

describe('names', () => {
  it('fullNameOf joins and tidies', () => {
    expect(fullNameOf('Ana', 'López')).toBe('Ana López');
    expect(fullNameOf('Ana', '')).toBe('Ana');
    expect(fullNameOf('', ' López ')).toBe('López');
  });

  it('splitDisplayName splits a provider name', () => {
    expect(splitDisplayName('Ana María López')).toEqual({ first_name: 'Ana', last_name: 'María López' });
    expect(splitDisplayName('  Ana  ')).toEqual({ first_name: 'Ana', last_name: '' });
    expect(splitDisplayName(null)).toEqual({ first_name: '', last_name: '' });
    expect(splitDisplayName(undefined)).toEqual({ first_name: '', last_name: '' });
  });
});

describe('profile updates', () => {
  it('applies allowed fields and recomputes full_name', () => {
    const result = applyProfileUpdate(makeProfile(), { last_name: ' Pérez ' });
    expect(result.ok && result.value).toMatchObject({ first_name: 'Ana', last_name: 'Pérez', full_name: 'Ana Pérez' });
    const photo = applyProfileUpdate(makeProfile(), { urlImage: 'https://img.example/b.png' });
    expect(photo.ok && photo.value.urlImage).toBe('https://img.example/b.png');
  });

  it.each([
    ['email', { email: 'x@y.example' }],
    ['phone_1', { phone_1: '+525512345678' }],
    ['user_id', { user_id: 'other' }],
    ['source', { source: 'voltia-marketplace-web' }],
    ['created_at', { created_at: T0 }],
    ['full_name', { full_name: 'Someone Else' }],
    ['an empty first name', { first_name: '  ' }],
  ])('refuses %s', (_label, update) => {
    const result = applyProfileUpdate(makeProfile(), update);
    expect(!result.ok && result.error.code).toBe('input/invalid');
  });

  it('PROFILE_EDITABLE_FIELDS matches the update schema', () => {
    expect(Object.keys(ZUserProfileUpdate.shape).sort()).toEqual([...PROFILE_EDITABLE_FIELDS].sort());
  });

  it('setVerifiedPhone stores the normalised number', () => {
    expect(setVerifiedPhone(makeProfile(), '+52 55 1234 5678')).toEqual({
      ok: true,
      value: makeProfile({ phone_1: '+525512345678' }),
    });
    const bad = setVerifiedPhone(makeProfile(), '55');
    expect(!bad.ok && bad.error.code).toBe('auth/invalid-phone-number');
  });
});

describe('loginUserFromProfile', () => {
  it('maps a profile to the login-state user', () => {
    expect(loginUserFromProfile(makeProfile({ phone_1: '+525512345678' }))).toEqual({
      id: OWNER_UID,
      user_id: OWNER_UID,
      phone: '+525512345678',
      first_name: 'Ana',
      last_name: 'López',
      full_name: 'Ana López',
      email: 'ana@cliente.example',
    });
  });
});

describe('loginUserFromAuth', () => {
  it('builds the login user from what Auth knows', () => {
    expect(
      loginUserFromAuth({ uid: 'u1', displayName: ' Ana  María López ', email: 'ana@x.example', phoneNumber: null }),
    ).toEqual({
      id: 'u1',
      user_id: 'u1',
      phone: null,
      first_name: 'Ana',
      last_name: 'María López',
      full_name: 'Ana María López',
      email: 'ana@x.example',
    });
    expect(
      loginUserFromAuth({ uid: 'u2', displayName: null, email: null, phoneNumber: '+525512345678' }),
    ).toMatchObject({ full_name: '', phone: '+525512345678' });
  });
});
