import { APP_SOURCE_MARKER } from '@voltia/domain';
import { httpError } from './http-error';
import { requestFunction } from './http/serve-http';
import { logger } from './logger';

/** The health answer: proves the bundle (with the inlined domain package) loaded and runs. */
export function healthReport(now: Date) {
  return { status: 'ok', service: APP_SOURCE_MARKER, time: now.toISOString() } as const;
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
