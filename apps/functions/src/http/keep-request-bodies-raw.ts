import { Server } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

const DECLARED_CONTENT_TYPE = Symbol.for('voltia.declaredContentType');
const INSTALLED = Symbol.for('voltia.keepRequestBodiesRaw');

/** The media type every request is shown to the runtime with: only its raw parser (`type: '*\/*'`) takes it. */
export const RAW_MEDIA_TYPE = 'application/octet-stream';

type TEmit = (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
type TServerPrototype = { emit: TEmit; [INSTALLED]?: true };

/**
 * Keeps the runtime's body parsers from answering for the functions (decision 010).
 *
 * The Functions Framework (production) and the Functions emulator's runtime both run Express with
 * body-parser's json, text and urlencoded parsers before the function; a body one of them cannot
 * parse (JSON cut short, an unknown charset, a broken gzip) goes to Express's default error handler,
 * which answers an HTML page with the parser's stack trace, and the function never runs. Neither
 * runtime lets a function handle that error (functions-framework-nodejs issue #686).
 *
 * Installed when the bundle loads (before either runtime creates its server), this shows every
 * request to those parsers as `application/octet-stream` with no Content-Encoding, so only the raw
 * parser reads it: `rawBody` is the bytes as they came, and the function parses them itself and
 * refuses what it cannot read in its own words (a compressed body is not JSON). The request's own
 * Content-Type is kept for the functions (declaredContentType).
 *
 * Left alone: a process that serves an event function (FUNCTION_SIGNATURE_TYPE other than http),
 * and CloudEvents (`ce-specversion`, `application/cloudevents+json`), whose runtime must parse them.
 */
export function keepRequestBodiesRaw(
  prototype: TServerPrototype = Server.prototype as unknown as TServerPrototype,
  signatureType = process.env.FUNCTION_SIGNATURE_TYPE,
): void {
  if (signatureType !== undefined && signatureType !== '' && signatureType !== 'http') return;
  if (prototype[INSTALLED] === true) return;
  const emit = prototype.emit;
  prototype.emit = function emitWithRawBody(this: Server, event, ...args) {
    if (event === 'request') setBodyAside(args[0] as IncomingMessage);
    return emit.call(this, event, ...args);
  };
  prototype[INSTALLED] = true;
}

function isCloudEvent(headers: IncomingHttpHeaders): boolean {
  return (
    headers['ce-specversion'] !== undefined ||
    (headers['content-type'] ?? '').toLowerCase().startsWith('application/cloudevents')
  );
}

function setBodyAside(req: IncomingMessage): void {
  const { headers } = req;
  if (isCloudEvent(headers)) return;
  Object.defineProperty(req, DECLARED_CONTENT_TYPE, { value: headers['content-type'] });
  headers['content-type'] = RAW_MEDIA_TYPE;
  delete headers['content-encoding'];
}

/** The Content-Type the request came with (its header when nothing was set aside). */
export function declaredContentType(req: IncomingMessage): string | undefined {
  return Object.hasOwn(req, DECLARED_CONTENT_TYPE)
    ? (req as IncomingMessage & { [DECLARED_CONTENT_TYPE]?: string })[DECLARED_CONTENT_TYPE]
    : req.headers['content-type'];
}
