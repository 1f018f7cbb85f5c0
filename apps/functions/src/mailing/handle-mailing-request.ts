import { toAppError } from '@voltia/domain';
import { corsHeaders, isOriginAllowed } from '../http/cors-headers';
import type { TCorsPolicy } from '../http/cors-headers';
import { parseJsonBody } from '../http/parse-json-body';
import { httpError } from '../http-error';
import type { THandlerLogger, THttpRequest, THttpResponse } from '../http/serve-http';
import type { THttpErrorCode } from '../http-error';
import { parseMailRequest } from './mail-request';
import type { TRateDecision } from './mail-rate-limit';
import { renderMail } from './mail-templates';
import type { TRenderedMail } from './mail-templates';

/** A recipient and a template name: 2 kB is plenty. */
export const MAILING_MAX_BODY_BYTES = 2048;
export const MAILING_SEND_PATH = '/send';
export const MAILING_CORS: TCorsPolicy = { methods: 'POST, OPTIONS', headers: 'Authorization, Content-Type' };

const ACCEPTED_MEDIA_TYPES = new Set(['', 'application/json']);

export type TMailingRequest = THttpRequest;
export type TMailingResponse = THttpResponse;

/** The verified ID token's claims the proxy relies on. */
export type TMailCaller = {
  readonly uid: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly name: string | undefined;
};

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

/** `Authorization: Bearer <token>` → the token, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The mailing proxy, POST /send {to, type}. Not an open relay: the caller must be signed in, `to`
 * must be the caller's own address as the verified ID token states it, and that address must be
 * verified; only the product's templates are sent, at most MAIL_RATE_LIMIT per caller. Every
 * refusal happens before anything is sent.
 */
export async function handleMailingRequest(req: TMailingRequest, deps: TMailingDeps): Promise<TMailingResponse> {
  const { allowedOrigins, logger } = deps;
  const cors = corsHeaders(req.origin, allowedOrigins, false, MAILING_CORS);
  const refuse = (code: THttpErrorCode, detail?: string, extra: { headers?: Record<string, string>; fields?: string[]; uid?: string } = {}): TMailingResponse => {
    const { status, body } = httpError(code, detail);
    logger.warn({ status, code, detail, uid: extra.uid, method: req.method, path: req.path, origin: req.origin }, 'mailing request refused');
    const withFields = extra.fields === undefined ? body : { error: { ...body.error, fields: extra.fields } };
    return { status, headers: { ...cors, ...extra.headers }, body: withFields };
  };

  if (req.origin !== undefined && !isOriginAllowed(req.origin, allowedOrigins)) return refuse('http/origin-not-allowed', req.origin);
  const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
  if (path !== MAILING_SEND_PATH) return refuse('http/not-found', req.path);
  if (req.method === 'OPTIONS') {
    return { status: 204, headers: { ...corsHeaders(req.origin, allowedOrigins, true, MAILING_CORS), Allow: MAILING_CORS.methods }, body: undefined };
  }
  if (req.method !== 'POST') return refuse('http/method-not-allowed', req.method, { headers: { Allow: MAILING_CORS.methods } });

  const token = bearerToken(req.authorization);
  if (token === undefined) return refuse('mail/unauthenticated', 'no bearer token', { headers: { 'WWW-Authenticate': 'Bearer' } });
  let caller: TMailCaller;
  try {
    caller = await deps.verifyIdToken(token);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return refuse('mail/unauthenticated', `invalid ID token (${typeof code === 'string' ? code : 'unknown'})`, { headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
  }

  const mediaType = (req.contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!ACCEPTED_MEDIA_TYPES.has(mediaType)) return refuse('http/unsupported-media-type', mediaType, { uid: caller.uid });
  const json = parseJsonBody(req.rawBody, MAILING_MAX_BODY_BYTES);
  if (!json.ok) return refuse(json.error.code, json.error.detail, { uid: caller.uid });
  const request = parseMailRequest(json.value);
  if (!request.ok) return refuse('mail/invalid-request', request.detail, { fields: request.fields, uid: caller.uid });

  const { to, type } = request.value;
  const ownEmail = caller.email?.trim().toLowerCase();
  if (ownEmail === undefined || ownEmail === '' || to !== ownEmail) return refuse('mail/recipient-not-allowed', 'recipient is not the caller', { uid: caller.uid });
  if (!caller.emailVerified) return refuse('auth/unverified-email', 'caller email not verified', { uid: caller.uid });

  try {
    const now = deps.now();
    const decision = await deps.consumeRate(caller.uid, now);
    if (!decision.allowed) {
      return refuse('mail/rate-limited', `retry after ${decision.retryAfterSeconds}s`, { headers: { 'Retry-After': String(decision.retryAfterSeconds) }, uid: caller.uid });
    }
  } catch (cause) {
    const error = toAppError(cause);
    logger.error({ err: cause, code: error.code, uid: caller.uid }, 'mailing rate limit could not be read');
    return { status: 500, headers: cors, body: { error: { code: error.code, message: error.userMessage } } };
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
}
