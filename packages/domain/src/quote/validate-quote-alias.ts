import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import { ZQuoteAlias } from './quote-document';

/** The alias a person typed, trimmed, or the reason it is refused (1 to 80 characters). */
export function validateQuoteAlias(raw: unknown): Result<string> {
  const parsed = ZQuoteAlias.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(new AppError('quote/invalid-alias', { cause: parsed.error }));
}
