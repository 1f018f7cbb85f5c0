import { z } from 'zod';
import { ZErrorCode } from '../errors/error-code-schema';
import type { TLoginUser } from './login-reducer';

/** The signed-in user as the UI holds it and caches in browser storage under `user`. */
export const ZLoginUser = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
}) satisfies z.ZodType<TLoginUser>;

/**
 * Sign-in state. `confirmationResult` is the Firebase phone ConfirmationResult, held as an
 * opaque value so this package needs no Firebase import; errors are catalogue codes, never raw text.
 */
export const ZLoginState = z.object({
  isLoading: z.boolean(),
  error: ZErrorCode.nullable(),
  confirmationResult: z.unknown(),
  isCaptchaResolved: z.boolean(),
  captchaError: ZErrorCode.nullable(),
  hasNotAccount: z.boolean(),
  isNew: z.boolean(),
  user: ZLoginUser.nullable(),
});
