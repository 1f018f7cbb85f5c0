import { verifyCaller } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';
import { handleMailingRequest } from './mailing/handle-mailing-request';
import { consumeMailRate } from './mailing/mail-rate-store';
import { mailRateKey } from './mailing/mail-rate-limit';
import { MAIL_SECRETS } from './mailing/smtp-secret';
import { sendMailOverSmtp } from './mailing/smtp-transport';

const mailingLogger = logger.child({ fn: 'mailing' });

/**
 * The mailing proxy: POST /send {to, type}, relative to this function's URL, with
 * `Authorization: Bearer <Firebase ID token>`. Sends the product's Spanish templates over SMTP
 * (SMTP_HOST/SMTP_PORT, SMTP_USER and the secret SMTP_PASSWORD) to the caller's own verified address, rate limited per uid.
 */
export const mailing = httpFunction(
  mailingLogger,
  (req) => {
    const env = functionsEnv();
    return handleMailingRequest(req, {
      allowedOrigins: env.storefrontOrigins,
      storefrontUrl: env.storefrontUrl,
      now: () => new Date(),
      verifyIdToken: verifyCaller,
      consumeRate: (uid, now) => consumeMailRate(adminFirestore(), mailRateKey(uid), now),
      send: (mail) => sendMailOverSmtp(env, mail),
      logger: mailingLogger,
    });
  },
  { secrets: MAIL_SECRETS },
);
