import { getErrorEntry, isErrorCode } from './error-catalogue';
import type { TErrorCode } from './error-catalogue';

export type TAppErrorOptions = {
  /** The original thrown value, kept for logs and error reporting. */
  readonly cause?: unknown;
  /** Extra developer detail (validation issues, the raw code); never shown to a person. */
  readonly detail?: string;
};

/**
 * The only error type that crosses package boundaries: a catalogue code plus its Spanish text.
 * `message` is the English developer text so stack traces and logs stay readable; the UI shows
 * `userMessage`.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: TErrorCode;
  readonly userMessage: string;
  readonly devMessage: string;
  readonly detail: string | undefined;

  constructor(code: TErrorCode, options: TAppErrorOptions = {}) {
    const entry = getErrorEntry(code);
    const devMessage = options.detail === undefined ? entry.devMessage : `${entry.devMessage} (${options.detail})`;
    super(devMessage, 'cause' in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.userMessage = entry.message;
    this.devMessage = devMessage;
    this.detail = options.detail;
  }

  /** Errors cross boundaries as codes: this is what a function response or a log line carries. */
  toJSON(): { name: 'AppError'; code: TErrorCode; userMessage: string; devMessage: string } {
    return { name: this.name, code: this.code, userMessage: this.userMessage, devMessage: this.devMessage };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Rebuilds an AppError from its JSON form (for example a callable function's error details). */
export function appErrorFromJSON(value: unknown): AppError | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const code = (value as { code?: unknown }).code;
  return isErrorCode(code) ? new AppError(code) : undefined;
}
