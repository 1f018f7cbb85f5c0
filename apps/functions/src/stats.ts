import { toAppError } from '@voltia/domain';
import { onRequest } from 'firebase-functions/v2/https';
import { adminFirestore } from './admin-firestore';
import { functionsEnv } from './env';
import { logger } from './logger';
import { handleStatsRequest } from './stats/handle-stats-request';
import type { TStatsResponse } from './stats/handle-stats-request';
import { storeStatsEvent } from './stats/store-stats-event';

const statsLogger = logger.child({ fn: 'stats' });

/**
 * The stats API (spec 7): POST /products/viewed, /products/added and /search/record, relative to
 * this function's URL. CORS is handled by the handler (`cors: false` here) so the allowed
 * origins come from the validated env and refused origins get a clear answer.
 */
export const stats = onRequest({ cors: false }, async (req, res) => {
  let response: TStatsResponse;
  try {
    response = await handleStatsRequest(
      {
        method: req.method,
        path: req.path,
        origin: req.get('origin'),
        contentType: req.get('content-type'),
        // The runtime's parsers keep the raw bytes; a text parser's string is the fallback.
        rawBody: req.rawBody ?? (typeof req.body === 'string' ? req.body : undefined),
      },
      {
        allowedOrigins: functionsEnv().storefrontOrigins,
        now: () => new Date(),
        store: (event, now) => storeStatsEvent(adminFirestore(), event, now),
        logger: statsLogger,
      },
    );
  } catch (error) {
    // Only a configuration error (bad STOREFRONT_ORIGINS) can land here: the handler catches the rest.
    const appError = toAppError(error);
    statsLogger.error({ err: error, code: appError.code }, 'stats function failed');
    res.status(500).json({ error: { code: appError.code, message: appError.userMessage } });
    return;
  }
  res.set(response.headers).status(response.status);
  if (response.body === undefined) res.end();
  else res.json(response.body);
});
