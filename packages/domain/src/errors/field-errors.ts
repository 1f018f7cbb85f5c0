import type { z } from 'zod';

/**
 * Per-field Spanish messages of a form's values that `schema` refuses: the first problem of each
 * top-level field, keyed by the field's name; none when the values parse. `fields` keeps only the
 * form's own fields (a problem on the whole object, or on a key the form does not have, is left out).
 */
export function fieldErrorsOf<TFields extends string>(
  schema: z.ZodType,
  input: unknown,
  fields?: readonly TFields[],
): Partial<Record<TFields, string>> {
  const parsed = schema.safeParse(input);
  const errors: Partial<Record<TFields, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field !== 'string' || (fields !== undefined && !fields.includes(field as TFields))) continue;
    errors[field as TFields] ??= issue.message;
  }
  return errors;
}
