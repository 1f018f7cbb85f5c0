import { verifyCaller } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';
import { consumeMailRate } from './mailing/mail-rate-store';
import { MAIL_SECRETS } from './mailing/smtp-secret';
import { deliverOutboxMails } from './outbox/deliver-outbox-mail';
import { productionDeliveryDeps } from './outbox/delivery-deps';
import { orderPdf } from './pdf/order-pdf';
import { quotePdf } from './pdf/quote-pdf';
import { firestoreQuoteTransaction } from './quotes/firestore-quote-transaction';
import { handleQuotesRequest } from './quotes/handle-quotes-request';
import {
  QUOTE_MESSAGE_RATE_LIMIT,
  QUOTE_SUBMIT_RATE_LIMIT,
  quoteMessageRateKey,
  quoteSubmitRateKey,
} from './quotes/quote-submit-rate';
import { staffRecorder } from './staff/remember-staff';

const quotesLogger = logger.child({ fn: 'quotes' });
let recordStaff: ReturnType<typeof staffRecorder> | undefined;

/**
 * The quotes function (decision 006): POST /claim, /submit, /move, /desk, /assign,
 * /message, /requote, /pdf and /approve-discount, and the orders' /order-move and /order-pdf,
 * relative to this function's URL, with `Authorization: Bearer <Firebase ID token>`. Every change
 * to a requested quote goes through here and the domain's rules.
 */
export const quotes = httpFunction(
  quotesLogger,
  (req) => {
    const env = functionsEnv();
    const db = adminFirestore();
    recordStaff ??= staffRecorder(db);
    return handleQuotesRequest(req, {
      allowedOrigins: env.storefrontOrigins,
      storefrontUrl: env.storefrontUrl,
      staffInbox: env.staffInbox,
      now: () => new Date(),
      verifyIdToken: verifyCaller,
      runTransaction: firestoreQuoteTransaction(db, env.statsEventRetentionDays),
      consumeSubmitRate: (uid, now) => consumeMailRate(db, quoteSubmitRateKey(uid), now, QUOTE_SUBMIT_RATE_LIMIT),
      consumeMessageRate: (uid, now) => consumeMailRate(db, quoteMessageRateKey(uid), now, QUOTE_MESSAGE_RATE_LIMIT),
      deliverMails: async (ids) => {
        await deliverOutboxMails(ids, productionDeliveryDeps(quotesLogger));
      },
      rememberStaff: recordStaff,
      renderPdf: quotePdf,
      renderOrderPdf: orderPdf,
      logger: quotesLogger,
    });
  },
  { secrets: MAIL_SECRETS },
);
