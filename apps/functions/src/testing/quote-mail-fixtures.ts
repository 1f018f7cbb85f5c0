// Quotes in each status for the email tests. Not bundled.
import { QUOTE_MAIL_KINDS, validUntilFromDay, ZQuoteRequestDetails } from '@voltia/domain';
import type { TQuoteDocument, TQuoteStatus } from '@voltia/domain';
import { makeDesk, makeOffer, makeQuote, makeRequestDetailsInput } from '@voltia/domain/testing';

export { QUOTE_MAIL_KINDS };

/** A quote numbered COT-2026-000123 in `status`, with the default offer when it has one. */
export function makeQuoteForMail(
  status: TQuoteStatus,
  overrides: { alias?: string; company?: string } = {},
): TQuoteDocument {
  const hasOffer = ['sent', 'accepted', 'rejected', 'expired'].includes(status);
  return makeQuote({
    status,
    alias: overrides.alias ?? 'Obra Monterrey',
    submitted_at: new Date('2026-11-20T10:00:00Z'),
    quote_number: 'COT-2026-000123',
    request_details: ZQuoteRequestDetails.parse(
      makeRequestDetailsInput(overrides.company === undefined ? {} : { company: overrides.company }),
    ),
    ...(hasOffer
      ? {
          sent_at: new Date('2026-11-23T18:00:00Z'),
          valid_until: validUntilFromDay('2026-12-08'),
          offer: makeOffer(makeDesk().lines),
        }
      : {}),
    ...(status === 'rejected' ? { rejection_reason: 'Precio alto' } : {}),
  });
}
