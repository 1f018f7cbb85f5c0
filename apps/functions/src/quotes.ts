import { verifyCaller } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';
import { consumeMailRate } from './mailing/mail-rate-store';
import { sendMailOverSmtp } from './mailing/smtp-transport';
import { firestoreQuoteTransaction } from './quotes/firestore-quote-transaction';
import { handleQuotesRequest } from './quotes/handle-quotes-request';
import { QUOTE_SUBMIT_RATE_LIMIT, quoteSubmitRateKey } from './quotes/quote-submit-rate';

const quotesLogger = logger.child({ fn: 'quotes' });

/**
 * The quotes function (DESIGN 4, 5b, 6): POST /claim, /submit and /move, relative to this
 * function's URL, with `Authorization: Bearer <Firebase ID token>`. Claims a cart for the signed-in
 * account, records a quote request (and mails STAFF_INBOX), and makes the other lifecycle moves.
 */
export const quotes = httpFunction(quotesLogger, (req) => {
  const env = functionsEnv();
  return handleQuotesRequest(req, {
    allowedOrigins: env.storefrontOrigins,
    storefrontUrl: env.storefrontUrl,
    staffInbox: env.staffInbox,
    now: () => new Date(),
    verifyIdToken: verifyCaller,
    runTransaction: firestoreQuoteTransaction(adminFirestore()),
    consumeSubmitRate: (uid, now) => consumeMailRate(adminFirestore(), quoteSubmitRateKey(uid), now, QUOTE_SUBMIT_RATE_LIMIT),
    send: (mail) => sendMailOverSmtp(env.smtpHost, env.smtpPort, mail),
    logger: quotesLogger,
  });
});
