import { STATS_EVENT_KINDS, STATS_EVENT_PATHS } from '@voltia/domain';
import type { TStatsEventKind } from '@voltia/domain';

const KIND_BY_PATH: ReadonlyMap<string, TStatsEventKind> = new Map(
  STATS_EVENT_KINDS.map((kind) => [STATS_EVENT_PATHS[kind], kind]),
);

/** The stats API's routes, relative to the function URL. */
export const STATS_ROUTE_PATHS: readonly string[] = [...KIND_BY_PATH.keys()];

/**
 * The event kind a request path (relative to the function URL) posts, or undefined for an unknown
 * path. A trailing slash is tolerated; case is not (paths are an API contract).
 */
export function resolveStatsRoute(path: string): TStatsEventKind | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return KIND_BY_PATH.get(trimmed);
}
