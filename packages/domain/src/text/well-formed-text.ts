import { z } from 'zod';
import { ILL_FORMED_TEXT_MESSAGE, ILL_FORMED_TEXT_PARAMS, isWellFormedText } from './is-well-formed-text';

/**
 * A string that is well-formed text (isWellFormedText): the base of every text a client sends
 * (names, descriptions, messages, notes), so a lone surrogate, a control character or a
 * bidirectional override is refused as invalid input at the boundary, never stored.
 * Build on it like on z.string(): `ZWellFormedText.trim().min(1).max(80)`.
 */
export const ZWellFormedText = z
  .string()
  .refine(isWellFormedText, { error: ILL_FORMED_TEXT_MESSAGE, params: ILL_FORMED_TEXT_PARAMS });
