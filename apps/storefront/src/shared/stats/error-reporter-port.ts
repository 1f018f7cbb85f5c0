/**
 * The error-reporting port (8: "stats errors go to an error report"). A hosted service
 * (Sentry, Cloud Error Reporting…) plugs in with `setErrorReporter`; until then a structured
 * console line is the report. Its own module so that error-reporter.ts and the console reporter
 * both depend on it and not on each other.
 */
export type TErrorReporter = {
  report(error: unknown, context?: Record<string, unknown>): void;
};
