import { describe, expect, it } from 'vitest';
import { callerFromIdToken } from './id-token-caller';

const firebase = (provider: string) => ({ sign_in_provider: provider, identities: {} });

describe('callerFromIdToken', () => {
  it('reads uid, email, verification, name and the anonymous provider', () => {
    expect(
      callerFromIdToken({
        uid: 'u1',
        email: 'ana@cliente.example',
        email_verified: true,
        name: 'Ana',
        firebase: firebase('password'),
      }),
    ).toEqual({
      uid: 'u1',
      email: 'ana@cliente.example',
      emailVerified: true,
      name: 'Ana',
      isAnonymous: false,
    });
    expect(callerFromIdToken({ uid: 'a1', firebase: firebase('anonymous') })).toEqual({
      uid: 'a1',
      email: undefined,
      emailVerified: false,
      name: undefined,
      isAnonymous: true,
    });
  });

  it('ignores claims of the wrong type', () => {
    const caller = callerFromIdToken({
      uid: 'u1',
      email_verified: 'true' as unknown as boolean,
      name: 42,
      firebase: firebase('phone'),
    });
    expect(caller).toMatchObject({ emailVerified: false, name: undefined, isAnonymous: false });
  });
});
