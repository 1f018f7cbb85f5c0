import { z } from 'zod';
import { ERROR_CODES } from './error-catalogue';

/** Validates an error code that crossed a boundary (browser storage, a function response). */
export const ZErrorCode = z.enum(ERROR_CODES);
