import { invalidInputCode } from '@voltia/domain';
import type { z } from 'zod';

export type TRequestBodyParse<T> =
  | { ok: true; value: T }
  | { ok: false; code: 'input/invalid' | 'input/invalid-text'; fields: string[]; detail: string };

/**
 * Validates a parsed JSON body against an endpoint's schema; on failure names the offending fields
 * as dotted paths (`details.tax_id`), unknown keys included, and never echoes the values. The code
 * is `input/invalid-text` when the only problem is text the domain's text rule refuses (a control
 * character, a bidirectional override), so the refusal says so in Spanish.
 */
export function parseRequestBody<TSchema extends z.ZodType>(
  schema: TSchema,
  body: unknown,
): TRequestBodyParse<z.output<TSchema>> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = parsed.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...issue.path, key].map(String).join('.'));
    return [issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'];
  });
  const detail = parsed.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  return { ok: false, code: invalidInputCode(parsed.error.issues), fields: [...new Set(fields)], detail };
}
