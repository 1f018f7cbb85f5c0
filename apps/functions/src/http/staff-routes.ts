import { isStaffUser } from '@voltia/domain';
import type { Result } from '@voltia/domain';
import type { THttpErrorCode } from './http-error';
import type { TIdTokenCaller } from './id-token-caller';
import { AUTHENTICATED_POST_CORS } from './read-post';
import { servePost } from './serve-post';
import type { THandlerLogger, THttpRequest, THttpResponse } from './http-types';

/** Why a staff route said no: a catalogue code, what the log keeps, and what the message names. */
export type TStaffRouteRefusal = {
  readonly code: THttpErrorCode;
  readonly detail?: string;
  readonly items?: readonly string[];
  readonly fields?: readonly string[];
};

export type TStaffRoutesOptions<TAnswer extends object> = {
  /** The function's name, in its log lines ("prices request refused"). */
  readonly fn: string;
  readonly allowedOrigins: readonly string[];
  readonly logger: THandlerLogger;
  readonly verifyIdToken: (token: string) => Promise<TIdTokenCaller>;
  readonly maxBodyBytes: number;
  /** The function's routes, relative to its URL. */
  readonly paths: readonly string[];
  /** Runs one route for a verified staff member; a refusal is answered with nothing written. */
  readonly run: (path: string, caller: TIdTokenCaller, body: unknown) => Promise<Result<TAnswer, TStaffRouteRefusal>>;
};

/**
 * The shape every back-office function shares (catalogue, suppliers, prices, metrics): servePost
 * with `Authorization: Bearer <ID token>`, then the domain's staff gate on the verified token
 * (company domain and a verified email, never what the client says); the route's answer as 200
 * (never cached), its refusal as `{ error: { code, message, fields?, items? } }` in Spanish.
 */
export function serveStaffRoutes<TAnswer extends object>(
  req: THttpRequest,
  options: TStaffRoutesOptions<TAnswer>,
): Promise<THttpResponse<TAnswer>> {
  const { fn } = options;
  return servePost<TIdTokenCaller, TAnswer>(req, {
    fn,
    allowedOrigins: options.allowedOrigins,
    logger: options.logger,
    paths: options.paths,
    maxBodyBytes: options.maxBodyBytes,
    cors: AUTHENTICATED_POST_CORS,
    auth: { unauthenticatedCode: 'firestore/unauthenticated', verifyIdToken: options.verifyIdToken },
    answer: async ({ path, caller, body, cors, refuse }) => {
      if (!isStaffUser({ email: caller.email, emailVerified: caller.emailVerified })) {
        return refuse('staff/forbidden', `${fn} is for staff`, { uid: caller.uid });
      }
      const result = await options.run(path, caller, body);
      if (!result.ok) {
        const { code, detail, items, fields } = result.error;
        return refuse(code, detail, {
          uid: caller.uid,
          ...(items === undefined ? {} : { items }),
          ...(fields === undefined ? {} : { fields }),
        });
      }
      return { status: 200, headers: { ...cors, 'Cache-Control': 'private, no-store' }, body: result.value };
    },
  });
}
