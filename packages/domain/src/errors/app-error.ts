import { errorMessageFor, getErrorEntry, isErrorCode } from './error-catalogue';
import type { TErrorCode } from './error-catalogue';

export type TAppErrorOptions = {
  /** The original thrown value, kept for logs and error reporting. */
  readonly cause?: unknown;
  /** Extra developer detail (validation issues, the raw code); never shown to a person. */
  readonly detail?: string;
  /** What the error is about, named in the user message where its code has a message for them (errorMessageFor). */
  readonly items?: readonly string[];
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
  readonly items: readonly string[] | undefined;

  constructor(code: TErrorCode, options: TAppErrorOptions = {}) {
    const entry = getErrorEntry(code);
    const devMessage = options.detail === undefined ? entry.devMessage : `${entry.devMessage} (${options.detail})`;
    super(devMessage, 'cause' in options ? { cause: options.cause } : undefined);
    this.code = code;
    this.userMessage = errorMessageFor(code, options.items);
    this.devMessage = devMessage;
    this.detail = options.detail;
    this.items = options.items === undefined ? undefined : [...options.items];
  }

  /** Errors cross boundaries as codes (and the items they name): this is what a function response or a log line carries. */
  toJSON(): { name: 'AppError'; code: TErrorCode; userMessage: string; devMessage: string; items?: readonly string[] } {
    return {
      name: this.name,
      code: this.code,
      userMessage: this.userMessage,
      devMessage: this.devMessage,
      ...(this.items === undefined ? {} : { items: this.items }),
    };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The items of an error that crossed a boundary: a list of strings, or undefined for anything else. */
function errorItemsFrom(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

/** Rebuilds an AppError from its JSON form (for example a callable function's error details, or a function's error body). */
export function appErrorFromJSON(value: unknown, detail?: string): AppError | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, items } = value as { code?: unknown; items?: unknown };
  if (!isErrorCode(code)) return undefined;
  const named = errorItemsFrom(items);
  return new AppError(code, {
    ...(detail === undefined ? {} : { detail }),
    ...(named === undefined ? {} : { items: named }),
  });
}
