import { err, ok } from '@voltia/domain';
import type { Result } from '@voltia/domain';

export type TParseJsonBodyError =
  | { readonly code: 'http/payload-too-large'; readonly detail: string }
  | { readonly code: 'http/invalid-json'; readonly detail: string };

/**
 * Parses a request body as JSON from its raw bytes, whatever parser the runtime already ran:
 * navigator.sendBeacon posts `text/plain`, so the JSON cannot be left to the JSON body parser.
 * `maxBytes` bounds the body before any parsing work is done.
 */
export function parseJsonBody(
  raw: Buffer | string | undefined,
  maxBytes: number,
): Result<unknown, TParseJsonBodyError> {
  const size = raw === undefined ? 0 : typeof raw === 'string' ? Buffer.byteLength(raw, 'utf8') : raw.length;
  if (size > maxBytes) return err({ code: 'http/payload-too-large', detail: `${size} bytes, limit ${maxBytes}` });
  const text = raw === undefined ? '' : typeof raw === 'string' ? raw : raw.toString('utf8');
  if (text.trim() === '') return err({ code: 'http/invalid-json', detail: 'empty body' });
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return err({ code: 'http/invalid-json', detail: error instanceof Error ? error.message : String(error) });
  }
}
