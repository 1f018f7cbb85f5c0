import { z } from 'zod';
import { functionRoute } from '../api/function-route';

// The request and answer of the `mailing` HTTP function (POST /send), as both ends use them
// (api/function-route.ts).

/** The product's own templates: the only mail the proxy sends. */
export const MAIL_TYPES = ['signup'] as const;
export type TMailType = (typeof MAIL_TYPES)[number];

/** POST /send body: a recipient and one of the product's templates, nothing else. */
export const ZMailRequest = z
  .object({
    to: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email())
      .transform((value) => value.toLowerCase()),
    type: z.enum(MAIL_TYPES),
  })
  .strict();
export type TMailRequest = z.output<typeof ZMailRequest>;

/** /send (202): the mail left for the caller's own, verified address. */
export const ZMailAnswer = z.object({ ok: z.literal(true) });
export type TMailAnswer = z.output<typeof ZMailAnswer>;

/** The `mailing` function's routes. */
export const MAILING_ROUTES = { send: functionRoute('mailing', '/send', ZMailRequest, ZMailAnswer) } as const;
