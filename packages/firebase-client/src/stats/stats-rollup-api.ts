import { METRICS_ROUTES, type TRollupAnswer } from '@voltia/domain';
import { callRoute } from '../functions-api';

/** The roll-up's answer without its `ok` flag (a refusal is an error, never `ok: false`). */
export type TStatsRollupAnswer = Omit<TRollupAnswer, 'ok'>;

/**
 * Asks the metrics function for a stats roll-up (POST /rollup, decision 008) as the staff member
 * holding `idToken`: the events not yet counted are folded into their days. Answers how many it
 * folded and the days it wrote; a refusal is its AppError (Spanish message), as postToFunction.
 */
export async function requestStatsRollup(idToken: string): Promise<TStatsRollupAnswer> {
  const { folded, days } = await callRoute(METRICS_ROUTES.rollup, {}, idToken);
  return { folded, days };
}
