import type { THttpErrorBody } from './http-error';

// The shapes every HTTP function's pure handler works with, so handlers are tested without a server.

type TLogFn = (fields: Record<string, unknown>, message: string) => void;
/** The part of the pino logger the handlers use (a fake in unit tests). */
export type THandlerLogger = { readonly info: TLogFn; readonly warn: TLogFn; readonly error: TLogFn };

/** What a handler needs of an HTTP request. */
export type THttpRequest = {
  readonly method: string;
  /** Path relative to the function URL, e.g. `/products/viewed`. */
  readonly path: string;
  readonly origin: string | undefined;
  /** The Content-Type the request came with (not the one the runtime's parsers were shown). */
  readonly contentType: string | undefined;
  readonly authorization: string | undefined;
  /** The body's bytes as they came: the functions parse them themselves (decision 010). */
  readonly rawBody: Buffer | string | undefined;
  /** The caller's address (clientAddress), for per-client rate limits; absent when unknown. */
  readonly client?: string;
};

/** An answer: an error body, the endpoint's own success body (`{ ok: true }` by default), or none. */
export type THttpResponse<TBody extends object = { readonly ok: true }> = {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: THttpErrorBody | TBody | undefined;
  /** Bytes sent as they are (a PDF), with the Content-Type the headers give; `body` is then undefined. */
  readonly raw?: Buffer;
};
