import { verifyCaller } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';
import { firestoreStatsRollupStore } from './stats/firestore-stats-rollup-store';
import { handleMetricsRequest } from './stats/handle-metrics-request';
import { rollUpStats } from './stats/roll-up-stats';

const metricsLogger = logger.child({ fn: 'metrics' });

/**
 * The metrics function (decision 008): POST /rollup, relative to this function's URL, with
 * `Authorization: Bearer <staff ID token>`: a roll-up on demand (the /metrics screen asks for one
 * when it opens; the bench and tests call it). The scheduled `rollUpStatsEvery` runs the same one.
 */
export const metrics = httpFunction(metricsLogger, (req) =>
  handleMetricsRequest(req, {
    allowedOrigins: functionsEnv().storefrontOrigins,
    verifyIdToken: verifyCaller,
    rollUp: () =>
      rollUpStats({ store: firestoreStatsRollupStore(adminFirestore()), now: () => new Date(), logger: metricsLogger }),
    logger: metricsLogger,
  }),
);
