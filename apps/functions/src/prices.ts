import { randomBytes } from 'node:crypto';
import { verifyCaller } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';
import { firestorePricesStore } from './prices/firestore-prices-store';
import { handlePricesRequest } from './prices/handle-prices-request';

const pricesLogger = logger.child({ fn: 'prices' });

/**
 * The prices function: POST /save, /bulk-preview, /bulk-apply and /undo, relative to
 * this function's URL, with `Authorization: Bearer <Firebase ID token>`, staff only. Every write to
 * product-prices, price-history and price-batches goes through here, except the prices a catalogue
 * CSV import sets (the catalogue function, in the import's transaction). A /save that gives a
 * product a supplier it was not linked to also links it (`products/{id}.supplier_ids`).
 */
export const prices = httpFunction(pricesLogger, (req) => {
  const env = functionsEnv();
  return handlePricesRequest(req, {
    allowedOrigins: env.storefrontOrigins,
    now: () => new Date(),
    verifyIdToken: verifyCaller,
    store: firestorePricesStore(adminFirestore()),
    randomTail: () => randomBytes(6).toString('hex'),
    logger: pricesLogger,
  });
});
