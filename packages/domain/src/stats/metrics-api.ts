import { z } from 'zod';
import { functionRoute } from '../api/function-route';

// The request and answer of the staff `metrics` HTTP function (POST /rollup), as both ends use
// them (api/function-route.ts).

/** POST /rollup: no options. */
export const ZRollupRequest = z.object({}).strict();

/** /rollup: how many events were folded into their days, and the days written. */
export const ZRollupAnswer = z.object({
  ok: z.literal(true),
  folded: z.number().int().min(0),
  days: z.array(z.string()),
});
export type TRollupAnswer = z.output<typeof ZRollupAnswer>;

/** The `metrics` function's routes. */
export const METRICS_ROUTES = { rollup: functionRoute('metrics', '/rollup', ZRollupRequest, ZRollupAnswer) } as const;
