import { ILL_FORMED_TEXT_PARAMS } from './is-well-formed-text';

/** What invalidInputCode reads of a zod issue (by shape: this module stays zod-free for the browser). */
type TIssueLike = { readonly code?: string; readonly params?: Readonly<Record<string, unknown>> | undefined };

/**
 * The error code of refused input: `input/invalid-text` ("El texto contiene caracteres no
 * válidos.") when every problem is text ZWellFormedText refused, else `input/invalid`.
 */
export function invalidInputCode(issues: readonly TIssueLike[]): 'input/invalid-text' | 'input/invalid' {
  const illFormed = (issue: TIssueLike) =>
    issue.code === 'custom' && issue.params?.['reason'] === ILL_FORMED_TEXT_PARAMS.reason;
  return issues.length > 0 && issues.every(illFormed) ? 'input/invalid-text' : 'input/invalid';
}
