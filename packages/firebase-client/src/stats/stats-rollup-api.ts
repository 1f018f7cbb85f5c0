import { AppError } from '@voltia/domain';
import { postToFunction } from '../functions-api';

export type TStatsRollupAnswer = { readonly folded: number; readonly days: string[] };

function isRollupAnswer(value: unknown): value is TStatsRollupAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { folded, days } = value as { folded?: unknown; days?: unknown };
  return typeof folded === 'number' && Array.isArray(days) && days.every((day) => typeof day === 'string');
}

/**
 * Asks the metrics function for a stats roll-up (POST /rollup, decision 008) as the staff member
 * holding `idToken`: the events not yet counted are folded into their days. Answers how many it
 * folded and the days it wrote; a refusal is its AppError (Spanish message), as postToFunction.
 */
export async function requestStatsRollup(idToken: string): Promise<{ folded: number; days: string[] }> {
  const answer = await postToFunction('metrics', '/rollup', {}, idToken);
  if (!isRollupAnswer(answer)) throw new AppError('unknown', { detail: 'metrics/rollup answered without folded and days' });
  return { folded: answer.folded, days: [...answer.days] };
}
