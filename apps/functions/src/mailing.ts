import { toAppError } from '@voltia/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { adminAuth } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { logger } from './logger';
import { handleMailingRequest } from './mailing/handle-mailing-request';
import type { TMailingResponse } from './mailing/handle-mailing-request';
import { consumeMailRate } from './mailing/mail-rate-store';
import { sendMailOverSmtp } from './mailing/smtp-transport';

const mailingLogger = logger.child({ fn: 'mailing' });

/**
 * The mailing proxy (DESIGN 6): POST /send {to, type}, relative to this function's URL, with
 * `Authorization: Bearer <Firebase ID token>`. Sends the product's Spanish templates over SMTP
 * (SMTP_HOST/SMTP_PORT) to the caller's own verified address, rate limited per uid.
 */
export const mailing = onRequest({ cors: false }, async (req, res) => {
  let response: TMailingResponse;
  try {
    const env = functionsEnv();
    response = await handleMailingRequest(
      {
        method: req.method,
        path: req.path,
        origin: req.get('origin'),
        contentType: req.get('content-type'),
        authorization: req.get('authorization'),
        rawBody: req.rawBody ?? (typeof req.body === 'string' ? req.body : undefined),
      },
      {
        allowedOrigins: env.storefrontOrigins,
        storefrontUrl: env.storefrontUrl,
        now: () => new Date(),
        verifyIdToken: async (token) => {
          const decoded = await adminAuth().verifyIdToken(token);
          return {
            uid: decoded.uid,
            email: decoded.email,
            emailVerified: decoded.email_verified === true,
            name: typeof decoded.name === 'string' ? decoded.name : undefined,
          };
        },
        consumeRate: (uid, now) => consumeMailRate(adminFirestore(), uid, now),
        send: (mail) => sendMailOverSmtp(env.smtpHost, env.smtpPort, mail),
        logger: mailingLogger,
      },
    );
  } catch (error) {
    // Only a configuration error (bad env) can land here: the handler catches the rest.
    const appError = toAppError(error);
    mailingLogger.error({ err: error, code: appError.code }, 'mailing function failed');
    res.status(500).json({ error: { code: appError.code, message: appError.userMessage } });
    return;
  }
  res.set(response.headers).status(response.status);
  if (response.body === undefined) res.end();
  else res.json(response.body);
});
