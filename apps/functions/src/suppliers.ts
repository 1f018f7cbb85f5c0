import { verifyCaller } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';
import { firestoreSupplierTransaction } from './suppliers/firestore-supplier-transaction';
import { handleSuppliersRequest } from './suppliers/handle-suppliers-request';

const suppliersLogger = logger.child({ fn: 'suppliers' });

/**
 * The suppliers function: POST /save, /set-active and /delete, relative to this
 * function's URL, with `Authorization: Bearer <Firebase ID token>` of verified staff. The only
 * writer of `suppliers`: firestore.rules lets no client write there.
 */
export const suppliers = httpFunction(suppliersLogger, (req) =>
  handleSuppliersRequest(req, {
    allowedOrigins: functionsEnv().storefrontOrigins,
    now: () => new Date(),
    verifyIdToken: verifyCaller,
    runTransaction: firestoreSupplierTransaction(adminFirestore()),
    logger: suppliersLogger,
  }),
);
