import { ZMailRequest, type TMailRequest } from '@voltia/domain';
import { parseRequestBody } from '../http/parse-request-body';
import type { TRequestBodyParse } from '../http/parse-request-body';

export type TMailRequestParse = TRequestBodyParse<TMailRequest>;

/** Validates a parsed JSON body by the route's contract; on failure names the offending fields (never echoes values). */
export function parseMailRequest(body: unknown): TMailRequestParse {
  return parseRequestBody(ZMailRequest, body);
}
