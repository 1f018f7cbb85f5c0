import { toAppError } from '@voltia/domain';
import { httpError, refusalOfFailure } from './http-error';
import type { THttpErrorCode } from './http-error';
import type { THandlerLogger, THttpRequest, THttpResponse } from './http-types';

export type TRefusalExtra = {
  readonly headers?: Readonly<Record<string, string>>;
  readonly fields?: readonly string[];
  /** What the refusal is about, named in its message (the unavailable products). */
  readonly items?: readonly string[];
  readonly uid?: string;
};
export type TRefuse = (code: THttpErrorCode, detail?: string, extra?: TRefusalExtra) => THttpResponse<never>;

/** A refusal through the catalogue (status, Retry-After, Spanish message), logged as a warning with where it came from. */
export function refusalFor(
  req: Pick<THttpRequest, 'method' | 'path' | 'origin'>,
  cors: Readonly<Record<string, string>>,
  logger: THandlerLogger,
  endpoint: string,
): TRefuse {
  return (code, detail, extra = {}) => {
    // The detail is for the log: the body carries the code, the Spanish message and the fields.
    const { status, headers, body } = httpError(code, extra.items);
    logger.warn(
      { status, code, detail, uid: extra.uid, method: req.method, path: req.path, origin: req.origin },
      `${endpoint} request refused`,
    );
    const withFields = extra.fields === undefined ? body : { error: { ...body.error, fields: extra.fields } };
    return { status, headers: { ...cors, ...headers, ...extra.headers }, body: withFields };
  };
}

export type TFailureContext = {
  readonly refuse: TRefuse;
  /** The answer's headers (CORS) when it is a 500. */
  readonly headers: Readonly<Record<string, string>>;
  readonly logger: THandlerLogger;
  /** What failed, for the log line of a 500. */
  readonly what: string;
  readonly uid?: string;
  readonly log?: Readonly<Record<string, unknown>>;
};

/**
 * The answer to a thrown failure: a refusal a rule threw, or contention and overload (503/429 with
 * Retry-After, see refusalOfFailure), go through `refuse`; anything else is a 500 with the
 * catalogue's Spanish message, logged as an error.
 */
export function answerFailure(cause: unknown, context: TFailureContext): THttpResponse<never> {
  const refusal = refusalOfFailure(cause);
  if (refusal !== undefined) {
    return context.refuse(refusal.code, refusal.detail, {
      ...(context.uid === undefined ? {} : { uid: context.uid }),
      ...(refusal.items === undefined ? {} : { items: refusal.items }),
    });
  }
  const error = toAppError(cause);
  context.logger.error({ err: cause, code: error.code, uid: context.uid, ...context.log }, context.what);
  return { status: 500, headers: context.headers, body: { error: { code: error.code, message: error.userMessage } } };
}
