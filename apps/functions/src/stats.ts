import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';
import { findStatsProduct } from './stats/find-stats-product';
import { handleStatsRequest } from './stats/handle-stats-request';
import { storeStatsEvent } from './stats/store-stats-event';
import { consumeMailRate } from './mailing/mail-rate-store';
import { STATS_RATE_LIMIT, statsRateKey } from './stats/stats-rate';

const statsLogger = logger.child({ fn: 'stats' });

/**
 * The stats API: POST /products/viewed, /products/added and /search/record, relative to
 * this function's URL. A product event counts only for a published catalogue product.
 */
export const stats = httpFunction(statsLogger, (req) =>
  handleStatsRequest(req, {
    allowedOrigins: functionsEnv().storefrontOrigins,
    now: () => new Date(),
    findProduct: (productId) => findStatsProduct(adminFirestore(), productId),
    store: (event, now) => storeStatsEvent(adminFirestore(), event, now, functionsEnv().statsEventRetentionDays),
    consumeRate: (client, now) => consumeMailRate(adminFirestore(), statsRateKey(client), now, STATS_RATE_LIMIT),
    logger: statsLogger,
  }),
);
