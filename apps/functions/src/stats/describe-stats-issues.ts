import { STATS_EVENT_SCHEMAS } from '@voltia/domain';
import type { TStatsEventKind } from '@voltia/domain';

type TIssue = {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly maximum?: unknown;
  readonly values?: readonly unknown[];
};

export type TStatsIssueSummary = {
  /** The payload fields that failed, in schema order ('(cuerpo)' for the body as a whole). */
  readonly fields: readonly string[];
  /** One Spanish phrase per failure, for the API's error message. */
  readonly phrases: readonly string[];
};

function valueAt(payload: unknown, path: readonly PropertyKey[]): { present: boolean } {
  let current: unknown = payload;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return { present: false };
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return { present: current !== undefined };
}

function phrase(issue: TIssue, payload: unknown): string {
  if (issue.path.length === 0) return 'el cuerpo debe ser un objeto JSON';
  const field = issue.path.map(String).join('.');
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(payload, issue.path).present ? `${field} debe ser texto` : `falta ${field}`;
    case 'too_small':
      return `${field} no puede estar vacío`;
    case 'too_big':
      return `${field} supera los ${String(issue.maximum)} caracteres`;
    case 'invalid_value':
      return `${field} debe ser uno de: ${(issue.values ?? []).map(String).join(', ')}`;
    // The only refinement of the event schemas: ZWellFormedText (a lone surrogate such as "\ud800").
    case 'custom':
      return `${field} contiene caracteres no válidos`;
    default:
      return `${field} no es válido`;
  }
}

/**
 * Spanish wording of why a payload fails its event schema. The rules themselves stay in the
 * domain package: this only reads the issues of the domain's own schema, and is called after
 * `validateStatsEvent` has already refused the payload.
 */
export function describeStatsIssues(kind: TStatsEventKind, payload: unknown): TStatsIssueSummary {
  const parsed = STATS_EVENT_SCHEMAS[kind].safeParse(payload);
  if (parsed.success) return { fields: [], phrases: [] };
  const issues = parsed.error.issues as readonly TIssue[];
  const fields = [...new Set(issues.map((issue) => (issue.path.length === 0 ? '(cuerpo)' : issue.path.map(String).join('.'))))];
  return { fields, phrases: issues.map((issue) => phrase(issue, payload)) };
}
