import type { TStatsEvent, TStatsEventKind } from '@voltia/domain';

/** An event that passed `validateStatsEvent`: its kind and the parsed (trimmed, stripped) payload. */
export type TValidStatsEvent = {
  [K in TStatsEventKind]: { readonly kind: K; readonly payload: TStatsEvent<K> };
}[TStatsEventKind];
