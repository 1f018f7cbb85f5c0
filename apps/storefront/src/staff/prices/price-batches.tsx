'use client';

import { useState } from 'react';
import {
  canUndoPriceBatch,
  formatChangeBp,
  isPriceBatchStalled,
  priceBatchStateText,
  PRICE_SCOPE_LABELS,
  type TPriceBatch,
} from '@voltia/domain';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { failureMessage } from '@/shared/ui/failure-message';
import { loadStaffBackend } from '../staff-backend';
import { bulkUndoneText } from './bulk-outcome-text';
import { formatPriceDate } from './price-history-list';
import type { TLive } from './use-price-data';

/**
 * The latest bulk adjustments: scope, change, who, when, state, count; "Deshacer" on an applied one,
 * and "Deshacer lo aplicado" on one cut off half-way (it says how far it got).
 */
export function PriceBatches({ batches }: { batches: TLive<readonly TPriceBatch[]> }) {
  const [undoing, setUndoing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  const undo = async (batch: TPriceBatch) => {
    if (undoing !== null) return;
    setUndoing(batch.id);
    setMessage(null);
    try {
      const backend = await loadStaffBackend();
      const answer = await backend.undoBulkAdjustment(batch.id);
      setMessage({ kind: 'status', text: bulkUndoneText(answer) });
    } catch (error) {
      setMessage({ kind: 'alert', text: failureMessage(error, 'prices/bulk-failed') });
    } finally {
      setUndoing(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <p
        role={message?.kind ?? 'status'}
        className={message?.kind === 'alert' ? 'text-sm font-medium text-red-700' : 'text-sm text-emerald-800'}
        data-testid="undo-status"
      >
        {message?.text ?? ''}
      </p>
      {batches.status === 'loading' ? (
        <p className="text-sm text-slate-600">Cargando ajustes…</p>
      ) : batches.status === 'error' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {batches.error.userMessage}
        </p>
      ) : batches.value.length === 0 ? (
        <p className="text-sm text-slate-600">Aún no hay ajustes masivos.</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="price-batches">
          {batches.value.map((batch) => (
            <li
              key={batch.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              data-testid="price-batch"
              data-state={batch.state}
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {PRICE_SCOPE_LABELS[batch.scope.kind]} {batch.scope_name}: {formatChangeBp(batch.change_bp)} en costo
                </p>
                <p className="text-slate-600">
                  <time dateTime={batch.at.toISOString()}>{formatPriceDate(batch.at)}</time> · {batch.by.name} ·{' '}
                  {batch.count === 1 ? '1 producto' : `${batch.count} productos`} ·{' '}
                  <span className="font-semibold">{priceBatchStateText(batch, new Date())}</span>
                  {batch.state === 'undone' && batch.undone_by !== null ? ` por ${batch.undone_by.name}` : ''}
                </p>
                <p className="break-words text-slate-700">Motivo: {batch.reason}</p>
              </div>
              {canUndoPriceBatch(batch, new Date()) ? (
                <button
                  type="button"
                  className={`${secondaryButtonClass} shrink-0`}
                  aria-busy={undoing === batch.id || undefined}
                  onClick={() => void undo(batch)}
                >
                  {undoing === batch.id
                    ? 'Deshaciendo…'
                    : isPriceBatchStalled(batch, new Date())
                      ? 'Deshacer lo aplicado'
                      : 'Deshacer'}
                  <span className="sr-only"> el ajuste de {batch.scope_name}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
