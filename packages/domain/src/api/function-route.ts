import type { z } from 'zod';

/** The HTTP functions the storefront calls with the caller's ID token. */
export const FUNCTION_NAMES = ['quotes', 'mailing', 'catalogue', 'suppliers', 'prices', 'metrics'] as const;
export type TFunctionName = (typeof FUNCTION_NAMES)[number];

type TPath = `/${string}`;

/**
 * One route of an HTTP function as both ends know it: where it is, the schema of its body (the
 * function parses every request with it: 400 and a Spanish message, nothing written) and of its
 * answer (`@voltia/firebase-client` types what it sends with the first and checks what comes
 * back with the second).
 */
export type TFunctionRoute<
  TRequest extends z.ZodType = z.ZodType,
  TAnswer extends z.ZodType = z.ZodType,
  TRoutePath extends TPath = TPath,
> = {
  readonly fn: TFunctionName;
  readonly path: TRoutePath;
  readonly request: TRequest;
  readonly answer: TAnswer;
};

/** A route that answers a file (a PDF) instead of JSON: the client checks its content type. */
export type TFunctionFileRoute<TRequest extends z.ZodType = z.ZodType, TRoutePath extends TPath = TPath> = {
  readonly fn: TFunctionName;
  readonly path: TRoutePath;
  readonly request: TRequest;
  readonly contentType: string;
};

/** A route, typed by its schemas and its path. */
export function functionRoute<TRequest extends z.ZodType, TAnswer extends z.ZodType, const TRoutePath extends TPath>(
  fn: TFunctionName,
  path: TRoutePath,
  request: TRequest,
  answer: TAnswer,
): TFunctionRoute<TRequest, TAnswer, TRoutePath> {
  return { fn, path, request, answer };
}

/** A route that answers a file of `contentType`. */
export function functionFileRoute<TRequest extends z.ZodType, const TRoutePath extends TPath>(
  fn: TFunctionName,
  path: TRoutePath,
  request: TRequest,
  contentType: string,
): TFunctionFileRoute<TRequest, TRoutePath> {
  return { fn, path, request, contentType };
}

/**
 * The paths of a function's routes: a function keys its handlers by them (`satisfies
 * Record<TRoutePaths<…>, handler>`), so the compiler proves every route of the contract is served
 * and nothing else is.
 */
export type TRoutePaths<TRoutes extends Readonly<Record<string, { readonly path: TPath }>>> =
  TRoutes[keyof TRoutes]['path'];
