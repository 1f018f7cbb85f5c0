import { createConsoleErrorReporter } from './create-console-error-reporter';
import type { TErrorReporter } from './error-reporter-port';

// The error reporter in use (the port is in error-reporter-port.ts); the console reporter until one is set.
let current: TErrorReporter = createConsoleErrorReporter();

export function getErrorReporter(): TErrorReporter {
  return current;
}

/** Replaces the reporter; returns a function that puts the previous one back. */
export function setErrorReporter(reporter: TErrorReporter): () => void {
  const previous = current;
  current = reporter;
  return () => {
    current = previous;
  };
}

/**
 * Reports without ever throwing: reporting is the last resort, so a broken reporter must not
 * break the page either. If it throws, the console line is written instead.
 */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  try {
    current.report(error, context);
  } catch (reporterFailure) {
    try {
      createConsoleErrorReporter().report(error, { ...context, reporterFailure });
    } catch {
      // Nothing is left to report to.
    }
  }
}
