import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

/** E.164: '+', a country code not starting with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * A phone number as a person types it ("+52 (55) 1234-5678"), normalised to E.164 ("+525512345678"),
 * which is what Firebase phone sign-in expects.
 */
export const ZPhoneNumber = z
  .string()
  .trim()
  .transform((raw) => raw.replace(/[\s().-]/g, ''))
  .pipe(
    z.string().regex(E164_PATTERN, {
      error: 'Escribe el número con el código de país, por ejemplo +52 55 1234 5678.',
    }),
  );
export type TPhoneNumber = z.infer<typeof ZPhoneNumber>;

export function normalizePhoneNumber(raw: string): Result<TPhoneNumber> {
  const parsed = ZPhoneNumber.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(new AppError('auth/invalid-phone-number', { cause: parsed.error }));
}
