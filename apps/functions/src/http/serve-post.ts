import { corsHeaders } from './cors-headers';
import type { THttpRequest, THttpResponse, THandlerLogger } from './http-types';
import { readPost } from './read-post';
import type { TReadPostOptions } from './read-post';
import { answerFailure, refusalFor } from './refusal';
import type { TRefuse } from './refusal';

/** What a route works with once its request passed the front door. */
export type TPostContext<TCaller> = {
  readonly path: string;
  /** The verified caller, or undefined on an endpoint without `auth`. */
  readonly caller: TCaller;
  readonly body: unknown;
  /** The answer's CORS headers. */
  readonly cors: Readonly<Record<string, string>>;
  /** Refuses through the catalogue, logged with the function's name. */
  readonly refuse: TRefuse;
};

export type TServePostOptions<TCaller, TAnswer extends object> = Omit<TReadPostOptions<TCaller>, 'refuse'> & {
  /** The function's name, in its log lines ("quotes request refused"). */
  readonly fn: string;
  readonly logger: THandlerLogger;
  /** The route's answer; a refusal it throws, or contention, is answered through answerFailure. */
  readonly answer: (context: TPostContext<TCaller>) => Promise<THttpResponse<TAnswer>>;
};

/**
 * The one way an HTTP function that takes a JSON POST answers: CORS for the storefront, refusals
 * through the catalogue (`refusalFor`), the front door (`readPost`: origin, path, preflight, method,
 * ID token where the endpoint needs one, media type, body), then the route's own answer; what the
 * route throws is a refusal or contention (503/429 with Retry-After) or a logged 500, never an
 * unanswered request.
 */
export async function servePost<TCaller extends { readonly uid: string } | undefined, TAnswer extends object>(
  req: THttpRequest,
  options: TServePostOptions<TCaller, TAnswer>,
): Promise<THttpResponse<TAnswer>> {
  const { allowedOrigins, logger, fn } = options;
  const cors = corsHeaders(req.origin, allowedOrigins, false, options.cors);
  const refuse = refusalFor(req, cors, logger, fn);
  const gate = await readPost<TCaller>(req, { ...options, refuse });
  if (!gate.ok) return gate.response;
  const { path, caller, body } = gate;
  try {
    return await options.answer({ path, caller, body, cors, refuse });
  } catch (cause) {
    return answerFailure(cause, {
      refuse,
      headers: cors,
      logger,
      what: `${fn} request failed`,
      ...(caller === undefined ? {} : { uid: caller.uid }),
      log: { path },
    });
  }
}
