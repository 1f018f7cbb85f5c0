// Before onRequest defines any function: the global options (region, instance cap) are taken then.
import '../global-options';
import { onRequest } from 'firebase-functions/v2/https';
import type { HttpsOptions, Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { functionsEnv } from '../env';
import { clientAddress } from './client-address';
import { corsHeaders } from './cors-headers';
import { declaredContentType } from './keep-request-bodies-raw';
import { answerFailure, refusalFor } from './refusal';
import { unreadableJsonBody } from './unreadable-json-body';
import type { THandlerLogger, THttpRequest, THttpResponse } from './http-types';

/** A function's own options beside the global ones: the secrets it reads (only mail senders have one). */
export type TFunctionOptions = Pick<HttpsOptions, 'secrets'>;

/**
 * onRequest with what every HTTP function shares. The request as the handlers see it: its own
 * Content-Type (keepRequestBodiesRaw showed the runtime another) and the raw bytes of its body. A
 * body declared JSON that is not JSON is refused here, 400 `http/invalid-json` in Spanish with the
 * storefront's CORS, before the function reads or writes anything: the refusal the runtime's JSON
 * parser used to answer in HTML (decision 010).
 */
export function requestFunction(
  logger: THandlerLogger,
  run: (request: THttpRequest, req: Request, res: Response) => Promise<void> | void,
  options: TFunctionOptions = {},
) {
  return onRequest({ ...options, cors: false }, async (req, res) => {
    const request: THttpRequest = {
      method: req.method,
      path: req.path,
      origin: req.get('origin'),
      contentType: declaredContentType(req),
      authorization: req.get('authorization'),
      // The runtime's parsers keep the raw bytes; a text parser's string is the fallback.
      rawBody: req.rawBody ?? (typeof req.body === 'string' ? req.body : undefined),
      ...withClient(req.get('x-forwarded-for'), req.socket.remoteAddress),
    };
    const unreadable = unreadableJsonBody(request.contentType, request.rawBody);
    if (unreadable !== undefined) {
      const cors = corsHeaders(request.origin, storefrontOrigins());
      send(res, refusalFor(request, cors, logger, 'function')('http/invalid-json', unreadable));
      return;
    }
    await run(request, req, res);
  });
}

/**
 * An HTTP function around a pure handler: maps the request, writes the answer. CORS is the
 * handler's job (`cors: false`) so allowed origins come from the validated env. The handlers catch
 * their own failures; what still escapes (a bad environment variable, read when the handler's
 * dependencies are built) is answered like theirs: contention 503, anything else 500.
 */
export function httpFunction<TBody extends object>(
  logger: THandlerLogger,
  handle: (req: THttpRequest) => Promise<THttpResponse<TBody>>,
  options: TFunctionOptions = {},
) {
  return requestFunction(
    logger,
    async (request, _req, res) => {
      let response: THttpResponse<TBody>;
      try {
        response = await handle(request);
      } catch (error) {
        response = answerFailure(error, {
          refuse: refusalFor(request, {}, logger, 'function'),
          headers: {},
          logger,
          what: 'function failed',
        });
      }
      send(res, response);
    },
    options,
  );
}

function send<TBody extends object>(res: Response, response: THttpResponse<TBody>): void {
  res.set(response.headers).status(response.status);
  if (response.raw !== undefined) res.end(response.raw);
  else if (response.body === undefined) res.end();
  else res.json(response.body);
}

/** The storefront's origins, or none when the configuration is bad (the handler answers that failure). */
function storefrontOrigins(): readonly string[] {
  try {
    return functionsEnv().storefrontOrigins;
  } catch {
    return [];
  }
}

function withClient(forwardedFor: string | undefined, peer: string | undefined): { client?: string } {
  let hops: number;
  try {
    hops = functionsEnv().trustedProxyHops;
  } catch {
    // A bad configuration: the handler reads it too, and answers that failure as its own.
    return {};
  }
  const client = clientAddress(forwardedFor, peer, hops);
  return client === undefined ? {} : { client };
}
