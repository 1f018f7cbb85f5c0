import { adminAuth } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { handleConfirmEmail } from './confirm-email/handle-confirm-email';
import type { TAuthUserRecord } from './confirm-email/handle-confirm-email';
import { recordEmailVerified } from './confirm-email/record-email-verified';
import { functionsEnv } from './env';
import { httpError } from './http/http-error';
import { requestFunction } from './http/serve-http';
import { logger } from './logger';
import { MAIL_SECRETS } from './mailing/smtp-secret';
import { sendMailOverSmtp } from './mailing/smtp-transport';

const confirmLogger = logger.child({ fn: 'confirmEmail' });

/** Auth's record of a uid, or undefined when Auth has no such user (any other failure throws). */
async function readAuthUser(uid: string): Promise<TAuthUserRecord | undefined> {
  try {
    const user = await adminAuth().getUser(uid);
    return { uid: user.uid, emailVerified: user.emailVerified, email: user.email, displayName: user.displayName };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'auth/user-not-found' || code === 'auth/invalid-uid') return undefined;
    throw error;
  }
}

/**
 * GET confirmEmail?userID=<uid>: the continue URL of the verification email. Redirects
 * (302) to `${STOREFRONT_URL}/b2b/correo-confirmado`, with `?error=<catalogue code>` on failure.
 * The first recorded confirmation also sends the signup welcome over SMTP.
 */
export const confirmEmail = requestFunction(
  confirmLogger,
  async (_request, req, res) => {
    const env = functionsEnv();
    const response = await handleConfirmEmail(
      { method: req.method, userID: req.query.userID },
      {
        storefrontUrl: env.storefrontUrl,
        getUser: readAuthUser,
        recordVerified: (uid) => recordEmailVerified(adminFirestore(), uid),
        send: (mail) => sendMailOverSmtp(env, mail),
        logger: confirmLogger,
      },
    );
    res.set('Cache-Control', 'no-store');
    if (response.status === 302) {
      res.redirect(302, response.location);
      return;
    }
    const { status, body } = httpError('http/method-not-allowed');
    res.set('Allow', 'GET').status(status).json(body);
  },
  { secrets: MAIL_SECRETS },
);
