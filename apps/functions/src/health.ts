import { APP_SOURCE_MARKER } from '@voltia/domain';
import { httpError } from './http/http-error';
import { requestFunction } from './http/serve-http';
import { logger } from './logger';

// Set by build.mjs: the artifact's version (lib/package.json's), with a hash of the bundle.
declare const FUNCTIONS_BUILD_VERSION: string | undefined;

/** The deployed build's version; `development` where the source runs unbundled (unit tests). */
export const BUILD_VERSION = typeof FUNCTIONS_BUILD_VERSION === 'string' ? FUNCTIONS_BUILD_VERSION : 'development';

/**
 * The health answer: proves the bundle (with the inlined domain package) loaded and runs, and says
 * which build is deployed and on which Node.
 */
export function healthReport(now: Date) {
  return {
    status: 'ok',
    service: APP_SOURCE_MARKER,
    version: BUILD_VERSION,
    node: process.version,
    time: now.toISOString(),
  } as const;
}

const healthLogger = logger.child({ fn: 'health' });

export const health = requestFunction(healthLogger, (_request, req, res) => {
  if (req.method !== 'GET') {
    const { status, body } = httpError('http/method-not-allowed');
    res.set('Allow', 'GET').status(status).json(body);
    return;
  }
  healthLogger.info({ path: req.path }, 'health check');
  res.status(200).json(healthReport(new Date()));
});
