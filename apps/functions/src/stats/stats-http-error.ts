/**
 * HTTP-level refusals of the stats API (before an event exists to validate). Event validation
 * errors use the domain catalogue's `stats/invalid-event`; these are about the request itself.
 */
export const STATS_HTTP_ERRORS = {
  'http/not-found': { status: 404, message: 'La ruta solicitada no existe.' },
  'http/method-not-allowed': { status: 405, message: 'Método no permitido.' },
  'http/origin-not-allowed': { status: 403, message: 'El origen de la solicitud no está permitido.' },
  'http/unsupported-media-type': {
    status: 415,
    message: 'El cuerpo debe ser JSON, enviado como application/json o text/plain.',
  },
  'http/payload-too-large': { status: 413, message: 'El cuerpo de la solicitud es demasiado grande.' },
  'http/invalid-json': { status: 400, message: 'El cuerpo de la solicitud no es JSON válido.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type TStatsHttpErrorCode = keyof typeof STATS_HTTP_ERRORS;

/** The body of every error answer: a code a client can branch on, Spanish text, developer detail. */
export type TStatsErrorBody = {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly detail?: string;
    readonly fields?: readonly string[];
  };
};

export function statsHttpError(code: TStatsHttpErrorCode, detail?: string): { status: number; body: TStatsErrorBody } {
  const { status, message } = STATS_HTTP_ERRORS[code];
  return { status, body: { error: { code, message, ...(detail === undefined ? {} : { detail }) } } };
}
