import { z } from 'zod';
import { parseRequestBody } from '../http/parse-request-body';
import type { TRequestBodyParse } from '../http/parse-request-body';

/** The product's own templates: the only mail the proxy sends. */
export const MAIL_TYPES = ['signup'] as const;
export type TMailType = (typeof MAIL_TYPES)[number];

/** POST /mailing/send body: a recipient and one of the product's templates, nothing else. */
export const ZMailRequest = z
  .object({
    to: z.string().trim().max(254).pipe(z.email()).transform((value) => value.toLowerCase()),
    type: z.enum(MAIL_TYPES),
  })
  .strict();
export type TMailRequest = z.infer<typeof ZMailRequest>;

export type TMailRequestParse = TRequestBodyParse<TMailRequest>;

/** Validates a parsed JSON body; on failure names the offending fields (never echoes values). */
export function parseMailRequest(body: unknown): TMailRequestParse {
  return parseRequestBody(ZMailRequest, body);
}
