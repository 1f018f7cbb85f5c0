import { createConsoleErrorReporter } from './create-console-error-reporter';

/**
 * The error-reporting port (spec 5, 8: "stats errors go to an error report"). A hosted service
 * (Sentry, Cloud Error Reporting…) plugs in with `setErrorReporter`; until then a structured
 * console line is the report.
 */
export type TErrorReporter = {
  report(error: unknown, context?: Record<string, unknown>): void;
};

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
