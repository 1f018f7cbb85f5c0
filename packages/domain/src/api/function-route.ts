import type { z } from 'zod';

/** The HTTP functions the storefront calls with the caller's ID token. */
export const FUNCTION_NAMES = ['quotes', 'mailing', 'catalogue', 'suppliers', 'prices', 'metrics'] as const;
export type TFunctionName = (typeof FUNCTION_NAMES)[number];

/**
 * One route of an HTTP function as both ends know it: where it is, the schema of its body (the
 * function parses every request with it: 400 and a Spanish message, nothing written) and of its 200
 * answer (`@voltia/firebase-client` types what it sends with the first and checks what comes back
 * with the second).
 */
export type TFunctionRoute<TRequest extends z.ZodType = z.ZodType, TAnswer extends z.ZodType = z.ZodType> = {
  readonly fn: TFunctionName;
  readonly path: `/${string}`;
  readonly request: TRequest;
  readonly answer: TAnswer;
};

/** A route, typed by its schemas. */
export function functionRoute<TRequest extends z.ZodType, TAnswer extends z.ZodType>(fn: TFunctionName, path: `/${string}`, request: TRequest, answer: TAnswer): TFunctionRoute<TRequest, TAnswer> {
  return { fn, path, request, answer };
}
