import pino from 'pino';

// Cloud Logging reads `severity` from structured JSON on stdout; pino's numeric level is mapped to it.
const SEVERITY: Record<string, string> = {
  trace: 'DEBUG',
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
  fatal: 'CRITICAL',
};

export const logger = pino({
  base: { service: 'voltia-functions' },
  messageKey: 'message',
  formatters: {
    level: (label) => ({ severity: SEVERITY[label] ?? 'DEFAULT', level: label }),
  },
});
