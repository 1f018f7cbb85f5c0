import { z } from 'zod';

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

export type TMailRequestParse = { ok: true; value: TMailRequest } | { ok: false; fields: string[]; detail: string };

/** Validates a parsed JSON body; on failure names the offending fields (never echoes values). */
export function parseMailRequest(body: unknown): TMailRequestParse {
  const parsed = ZMailRequest.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = [...new Set(parsed.error.issues.flatMap((issue) => (issue.path.length > 0 ? [String(issue.path[0])] : issue.code === 'unrecognized_keys' ? issue.keys : ['body'])))];
  const detail = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
  return { ok: false, fields, detail };
}
