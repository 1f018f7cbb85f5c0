import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';

export const PASSWORD_MIN_LENGTH = 8;
/** Firebase accepts longer passwords, but nobody types more and it bounds the hashing work. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_POLICY_TEXT =
  'La contraseña debe tener al menos 8 caracteres, con al menos una letra y un número.';

/**
 * Spec 5 leaves password strength open. Eight characters with a letter and a digit is the common
 * floor for B2B shops and above Firebase's own minimum of six, without composition rules that push
 * people to write passwords down.
 */
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_POLICY_TEXT })
  .max(PASSWORD_MAX_LENGTH, { error: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.` })
  .regex(/\p{L}/u, { error: PASSWORD_POLICY_TEXT })
  .regex(/\p{N}/u, { error: PASSWORD_POLICY_TEXT });

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'El correo electrónico no es válido.' }).max(254));

const ZPersonName = (label: string) =>
  ZWellFormedText.trim()
    .transform((name) => name.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: `Escribe tu ${label}.` })
        .max(60, { error: `El ${label} no puede tener más de 60 caracteres.` }),
    );

export const ZFirstName = ZPersonName('nombre');
export const ZLastName = ZPersonName('apellido');

/** The email-and-password sign-up form. */
export const ZRegistration = z.object({
  first_name: ZFirstName,
  last_name: ZLastName,
  email: ZEmail,
  password: ZPassword,
});
export type TRegistration = z.infer<typeof ZRegistration>;

/** Sign-in only checks presence: the policy applies to new passwords, and Firebase judges the rest. */
export const ZSignInCredentials = z.object({
  email: ZEmail,
  password: z.string().min(1, { error: 'Escribe tu contraseña.' }),
});
export type TSignInCredentials = z.infer<typeof ZSignInCredentials>;

export const ZPasswordResetRequest = z.object({ email: ZEmail });
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;
