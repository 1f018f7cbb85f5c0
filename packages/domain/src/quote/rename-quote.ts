import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import { ZQuoteAlias } from './quote-document';
import type { TQuoteDocument } from './quote-document';
import { ZQuoteActor } from './quote-move';
import type { TQuoteActor } from './quote-move';

/** The alias a person typed, trimmed, or the reason it is refused (1 to 80 characters). */
export function validateQuoteAlias(raw: unknown): Result<string> {
  const parsed = ZQuoteAlias.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(new AppError('quote/invalid-alias', { cause: parsed.error }));
}

/**
 * Renames a quote. The alias is the customer's own label, so the owner may change it in any status;
 * staff may too (to tidy the inbox); the scheduler never does.
 */
export function renameQuote(quote: TQuoteDocument, actor: TQuoteActor, alias: string, now: Date): Result<TQuoteDocument> {
  const parsedActor = ZQuoteActor.safeParse(actor);
  if (!parsedActor.success || Number.isNaN(now.getTime())) return err(new AppError('input/invalid', { detail: 'actor or now' }));
  if (parsedActor.data.role === 'system') return err(new AppError('quote/forbidden'));
  if (parsedActor.data.role === 'customer' && parsedActor.data.uid !== quote.owner) return err(new AppError('quote/not-owner'));
  const valid = validateQuoteAlias(alias);
  return valid.ok ? ok({ ...quote, alias: valid.value, updated_at: now }) : valid;
}
