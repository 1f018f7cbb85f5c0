import type { TErrorReporter } from './error-reporter-port';

type TWrite = (line: string) => void;

// Errors do not serialise with JSON.stringify (their fields are not enumerable): keep what a
// reader needs, including an AppError's code and detail, and its cause one level down.
function describeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const { code, detail } = value as { code?: unknown; detail?: unknown };
  return {
    name: value.name,
    message: value.message,
    ...(code === undefined ? {} : { code }),
    ...(detail === undefined ? {} : { detail }),
    ...(value.cause === undefined || depth > 0 ? {} : { cause: describeError(value.cause, depth + 1) }),
  };
}

function toJsonLine(record: Record<string, unknown>): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(record, (_key, value: unknown) => {
    if (value instanceof Error) return describeError(value);
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[circular]';
      seen.add(value);
    }
    return value;
  });
}

/**
 * The default reporter: one JSON line per error on `console.warn` (pino is a server dependency,
 * not a storefront one), with a level, a time, the error's code and the caller's context, so the
 * line can be collected and searched like a server log.
 */
export function createConsoleErrorReporter(write: TWrite = (line) => console.warn(line)): TErrorReporter {
  return {
    report(error, context) {
      const described = describeError(error);
      const message = error instanceof Error ? error.message : String(error);
      write(
        toJsonLine({
          level: 'warn',
          time: new Date().toISOString(),
          source: 'storefront',
          message,
          error: described,
          ...(context ? { context } : {}),
        }),
      );
    },
  };
}
