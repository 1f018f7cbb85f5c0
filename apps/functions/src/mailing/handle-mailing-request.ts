import { MAILING_ROUTES, ZMailRequest, type TMailAnswer } from '@voltia/domain';
import type { TCorsPolicy } from '../http/cors-headers';
import type { TIdTokenCaller } from '../http/id-token-caller';
import { AUTHENTICATED_POST_CORS } from '../http/read-post';
import { servePost } from '../http/serve-post';
import type { THandlerLogger, THttpRequest, THttpResponse } from '../http/http-types';
import { parseRequestBody } from '../http/parse-request-body';
import type { TRateDecision } from './mail-rate-limit';
import { renderMail } from './mail-templates';
import type { TRenderedMail } from './mail-templates';

/** A recipient and a template name: 2 kB is plenty. */
export const MAILING_MAX_BODY_BYTES = 2048;
export const MAILING_CORS: TCorsPolicy = AUTHENTICATED_POST_CORS;

export type TMailingRequest = THttpRequest;
export type TMailingResponse = THttpResponse;

/** The verified ID token's claims the proxy relies on. */
export type TMailCaller = Omit<TIdTokenCaller, 'isAnonymous'>;

export type TMailingLogger = THandlerLogger;

export type TMailingDeps = {
  readonly allowedOrigins: readonly string[];
  readonly storefrontUrl: string;
  readonly now: () => Date;
  /** Verifies a Firebase ID token; rejects when it is not valid. */
  readonly verifyIdToken: (token: string) => Promise<TMailCaller>;
  /** Takes one send from the caller's allowance (Firestore transaction in production). */
  readonly consumeRate: (uid: string, now: Date) => Promise<TRateDecision>;
  /** Sends over SMTP; rejects when the server refuses or cannot be reached. */
  readonly send: (mail: TRenderedMail) => Promise<void>;
  readonly logger: TMailingLogger;
};

/**
 * The mailing proxy, POST /send {to, type}. Not an open relay: the caller must be signed in, `to`
 * must be the caller's own address as the verified ID token states it, and that address must be
 * verified; only the product's templates are sent, at most MAIL_RATE_LIMIT per caller. Every
 * refusal happens before anything is sent.
 */
export function handleMailingRequest(req: TMailingRequest, deps: TMailingDeps): Promise<TMailingResponse> {
  const { logger } = deps;
  return servePost<TMailCaller, TMailAnswer>(req, {
    fn: 'mailing',
    allowedOrigins: deps.allowedOrigins,
    logger,
    paths: [MAILING_ROUTES.send.path],
    maxBodyBytes: MAILING_MAX_BODY_BYTES,
    cors: MAILING_CORS,
    auth: { unauthenticatedCode: 'mail/unauthenticated', verifyIdToken: deps.verifyIdToken },
    answer: async ({ caller, body, cors, refuse }) => {
      const request = parseRequestBody(ZMailRequest, body);
      if (!request.ok)
        return refuse('mail/invalid-request', request.detail, { fields: request.fields, uid: caller.uid });

      const { to, type } = request.value;
      const ownEmail = caller.email?.trim().toLowerCase();
      if (ownEmail === undefined || ownEmail === '' || to !== ownEmail)
        return refuse('mail/recipient-not-allowed', 'recipient is not the caller', { uid: caller.uid });
      if (!caller.emailVerified)
        return refuse('auth/unverified-email', 'caller email not verified', { uid: caller.uid });

      // Contention on the caller's allowance (a burst) is servePost's 503 with Retry-After; nothing was sent.
      const decision = await deps.consumeRate(caller.uid, deps.now());
      if (!decision.allowed) {
        return refuse('mail/rate-limited', `retry after ${decision.retryAfterSeconds}s`, {
          headers: { 'Retry-After': String(decision.retryAfterSeconds) },
          uid: caller.uid,
        });
      }

      const mail = renderMail(type, { to, name: caller.name, storefrontUrl: deps.storefrontUrl });
      try {
        await deps.send(mail);
      } catch (cause) {
        logger.error({ err: cause, uid: caller.uid, type }, 'mail could not be sent');
        return refuse('mail/send-failed', cause instanceof Error ? cause.message : String(cause), { uid: caller.uid });
      }
      logger.info({ uid: caller.uid, type }, 'mail sent');
      return { status: 202, headers: cors, body: { ok: true } };
    },
  });
}
