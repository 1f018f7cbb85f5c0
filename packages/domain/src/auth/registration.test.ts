import { describe, expect, it } from 'vitest';
import {
  PASSWORD_POLICY_TEXT,
  ZPassword,
  ZPasswordResetRequest,
  ZRegistration,
  ZSignInCredentials,
} from './registration';

const valid = {
  first_name: ' Ana ',
  last_name: ' López  García ',
  email: ' Ana@Cliente.Example ',
  password: 'clave2025',
};

describe('ZRegistration', () => {
  it('trims names, normalises the email and keeps the password as typed', () => {
    expect(ZRegistration.parse(valid)).toEqual({
      first_name: 'Ana',
      last_name: 'López García',
      email: 'ana@cliente.example',
      password: 'clave2025',
    });
  });

  it.each([
    ['first_name', { first_name: '   ' }, 'Escribe tu nombre.'],
    ['last_name', { last_name: '' }, 'Escribe tu apellido.'],
    ['last_name', { last_name: 'x'.repeat(61) }, 'El apellido no puede tener más de 60 caracteres.'],
    ['email', { email: 'ana@' }, 'El correo electrónico no es válido.'],
    ['password', { password: 'corta1' }, PASSWORD_POLICY_TEXT],
  ])('refuses a bad %s with a Spanish message', (field, patch, message) => {
    const result = ZRegistration.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toBe(message);
  });

  it('requires every field', () => {
    const result = ZRegistration.safeParse({});
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
  });
});

describe('ZPassword policy', () => {
  it.each(['abcdefg1', 'contraseña9', 'ÑANDÚ1234', '12345678a', 'a'.repeat(127) + '1'])('accepts %j', (password) => {
    expect(ZPassword.safeParse(password).success).toBe(true);
  });

  it.each(['abc1', 'abcdefgh', '12345678', '        ', 'a'.repeat(128) + '1'])('refuses %j', (password) => {
    expect(ZPassword.safeParse(password).success).toBe(false);
  });

  it('states the policy in Spanish', () => {
    expect(PASSWORD_POLICY_TEXT).toBe(
      'La contraseña debe tener al menos 8 caracteres, con al menos una letra y un número.',
    );
  });
});

describe('ZSignInCredentials and ZPasswordResetRequest', () => {
  it('sign-in only needs an email and any password', () => {
    expect(ZSignInCredentials.parse({ email: 'A@B.example', password: 'x' })).toEqual({
      email: 'a@b.example',
      password: 'x',
    });
    expect(ZSignInCredentials.safeParse({ email: 'a@b.example', password: '' }).success).toBe(false);
  });

  it('password reset needs a valid email', () => {
    expect(ZPasswordResetRequest.parse({ email: ' a@b.example ' })).toEqual({ email: 'a@b.example' });
    expect(ZPasswordResetRequest.safeParse({ email: 'nope' }).success).toBe(false);
  });
});
