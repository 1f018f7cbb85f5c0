import type { TBulkApplyAnswer, TUndoAnswer } from '@voltia/domain';

/** The products left alone, as the end of the sentence: "." or "; 2 cambiaron {since} y se dejaron como están: A, B." */
function skippedTail(skipped: TBulkApplyAnswer['skipped'], since: string): string {
  if (skipped.length === 0) return '.';
  const skus = skipped.map((entry) => entry.sku).join(', ');
  if (skipped.length === 1) return `; uno cambió ${since} y se dejó como está: ${skus}.`;
  return `; ${skipped.length} cambiaron ${since} y se dejaron como están: ${skus}.`;
}

/** What a bulk apply did: how many prices changed, and which were saved by someone meanwhile and kept. */
export function bulkAppliedText(answer: TBulkApplyAnswer): string {
  const changed = answer.count === 1 ? '1 precio cambió' : `${answer.count} precios cambiaron`;
  return `Ajuste aplicado: ${changed}${skippedTail(answer.skipped, 'mientras se aplicaba')} Puedes deshacerlo desde «Ajustes masivos recientes».`;
}

/** What an undo did: how many prices came back, and which changed after the adjustment and were kept. */
export function bulkUndoneText(answer: TUndoAnswer): string {
  const restored = answer.restored === 1 ? 'Se restauró 1 precio' : `Se restauraron ${answer.restored} precios`;
  return `${restored}${skippedTail(answer.skipped, 'después del ajuste')}`;
}
