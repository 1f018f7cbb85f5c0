import { z } from 'zod';
import { ZWellFormedText } from '../text/well-formed-text';
import { ZCartLine, pickCartLine } from '../cart/cart-line';
import { MAX_QUOTE_LINES, ZDeliveryDays, ZDeskLine } from './desk/quote-desk';
import type { TDeskLine } from './desk/quote-desk';
import { AppError } from '../errors/app-error';
import { ZCents, ZDiscountBp, ZUnitPriceCents } from '../money/money';
import { ZQuoteTotals, lineAmounts, quoteTotals } from '../money/quote-totals';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';
import { QUOTE_MESSAGE_MAX_LENGTH } from './quote-limits';

/** A priced line as the customer receives it, with its amounts computed by the totals rule. */
export const ZOfferLine = ZCartLine.extend({
  unit_price_cents: ZUnitPriceCents,
  discount_bp: ZDiscountBp,
  delivery_days: ZDeliveryDays.nullable(),
  gross_cents: ZCents,
  discount_cents: ZCents,
  net_cents: ZCents,
});
export type TOfferLine = z.infer<typeof ZOfferLine>;

/**
 * What staff sent: a snapshot taken from the desk at the moment of sending and stored on the quote,
 * so the customer page, the PDF and the emails show exactly the offer that was made, whatever staff
 * prepare afterwards. `version` counts the sends of this quote (a withdrawn offer is sent again as
 * the next version).
 */
export const ZQuoteOffer = z.object({
  version: z.number().int().min(1),
  lines: z.array(ZOfferLine).min(1).max(MAX_QUOTE_LINES),
  totals: ZQuoteTotals,
  terms: ZWellFormedText.max(QUOTE_MESSAGE_MAX_LENGTH),
});
export type TQuoteOffer = z.infer<typeof ZQuoteOffer>;

/** The offer for the desk's lines, or why they cannot be sent (no lines; a line without a price). */
export function buildOffer(lines: readonly TDeskLine[], terms: string, version: number): Result<TQuoteOffer> {
  if (lines.length === 0) return err(new AppError('quote/empty'));
  const valid = z.array(ZDeskLine).safeParse(lines);
  if (!valid.success) return err(new AppError('input/invalid', { cause: valid.error }));
  const offerLines: TOfferLine[] = [];
  const unpriced: string[] = [];
  for (const line of valid.data) {
    const amounts = lineAmounts(line);
    if (amounts === null || line.unit_price_cents === null) {
      unpriced.push(line.sku);
      continue;
    }
    offerLines.push({
      ...pickCartLine(line),
      unit_price_cents: line.unit_price_cents,
      discount_bp: line.discount_bp,
      delivery_days: line.delivery_days,
      ...amounts,
    });
  }
  if (unpriced.length > 0) return err(new AppError('quote/unpriced-lines', { detail: unpriced.join(', ') }));
  const parsed = ZQuoteOffer.safeParse({
    version,
    lines: offerLines,
    totals: quoteTotals(offerLines),
    terms: terms.trim(),
  });
  return parsed.success ? ok(parsed.data) : err(new AppError('input/invalid', { cause: parsed.error }));
}
