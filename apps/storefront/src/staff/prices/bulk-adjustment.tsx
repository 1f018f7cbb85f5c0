'use client';

import { useId, useState, type FormEvent } from 'react';
import {
  formatChangeBp,
  formatMoney,
  PRICE_SCOPE_KINDS,
  PRICE_SCOPE_LABELS,
  ZBulkPreviewRequest,
  type TPriceBatch,
  type TPriceScopeKind,
} from '@voltia/domain';
import type { TBulkPreview } from '@voltia/domain';
import type { TPriceNames } from '@voltia/firebase-client/staff';
import { bulkAppliedText } from './bulk-outcome-text';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { AppDialog } from '@/shared/ui/dialog';
import { failureMessage } from '@/shared/ui/failure-message';
import { loadStaffBackend } from '../staff-backend';
import { parseChangeInput } from './price-editor-state';
import { nameOptions } from './price-names';

type TStep =
  | { step: 'form'; error: string | null; busy: boolean }
  | { step: 'preview'; preview: TBulkPreview; error: string | null }
  | { step: 'applying'; preview: TBulkPreview }
  | { step: 'done'; text: string };

const SCOPE_MAPS: Readonly<Record<TPriceScopeKind, 'brands' | 'categories' | 'suppliers'>> = {
  brand: 'brands',
  category: 'categories',
  supplier: 'suppliers',
};

/**
 * The bulk adjustment: a scope (brand, category or supplier), a percentage and a reason → a preview
 * of every change (before → after) with its count → apply, with its progress (the batch's `done`,
 * live) → the batch is listed with "Deshacer". What is typed stays when something fails.
 */
export function BulkAdjustment({
  names,
  batches,
  onClose,
}: {
  names: TPriceNames | null;
  batches: readonly TPriceBatch[];
  onClose: () => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<TPriceScopeKind>('brand');
  const [scopeId, setScopeId] = useState('');
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [state, setState] = useState<TStep>({ step: 'form', error: null, busy: false });
  const options = nameOptions(names?.[SCOPE_MAPS[kind]]);

  const requestOf = () => {
    const changeBp = parseChangeInput(change);
    const parsed = ZBulkPreviewRequest.safeParse({
      scope: { kind, id: scopeId },
      change_bp: changeBp ?? Number.NaN,
      reason,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message =
        changeBp === null
          ? 'Escribe el ajuste en porcentaje, por ejemplo 5 o -2.5.'
          : (issue?.message ?? 'Revisa los datos del ajuste.');
      return { ok: false as const, message };
    }
    return { ok: true as const, value: parsed.data };
  };

  const onPreview = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf();
    if (!request.ok) return setState({ step: 'form', error: request.message, busy: false });
    setState({ step: 'form', error: null, busy: true });
    try {
      const backend = await loadStaffBackend();
      setState({ step: 'preview', preview: await backend.previewBulkAdjustment(request.value), error: null });
    } catch (error) {
      setState({ step: 'form', error: failureMessage(error, 'prices/bulk-failed'), busy: false });
    }
  };

  const onApply = async (preview: TBulkPreview) => {
    const request = requestOf();
    if (!request.ok) return setState({ step: 'form', error: request.message, busy: false });
    setState({ step: 'applying', preview });
    try {
      const backend = await loadStaffBackend();
      const answer = await backend.applyBulkAdjustment({ ...request.value, fingerprint: preview.fingerprint });
      setState({ step: 'done', text: bulkAppliedText(answer) });
    } catch (error) {
      setState({ step: 'preview', preview, error: failureMessage(error, 'prices/bulk-failed') });
    }
  };

  const applying =
    state.step === 'applying'
      ? batches.find((batch) => batch.state === 'applying' && batch.count === state.preview.count)
      : undefined;

  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open && state.step !== 'applying') onClose();
      }}
      title="Ajuste masivo de precios"
      description={
        <p>
          Cambia el costo de todos los productos de una marca, categoría o proveedor y recalcula su precio de lista con
          el mismo margen.
        </p>
      }
    >
      {state.step === 'form' ? (
        <form onSubmit={onPreview} noValidate className="flex flex-col gap-3" data-testid="bulk-form">
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-kind`} className="text-sm font-semibold text-slate-800">
                Ajustar por
              </label>
              <select
                id={`${id}-kind`}
                className={`${inputClass} min-h-11`}
                value={kind}
                onChange={(event) => {
                  setKind(event.target.value as TPriceScopeKind);
                  setScopeId('');
                }}
              >
                {PRICE_SCOPE_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {PRICE_SCOPE_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-scope`} className="text-sm font-semibold text-slate-800">
                {PRICE_SCOPE_LABELS[kind]}
              </label>
              <select
                id={`${id}-scope`}
                className={`${inputClass} min-h-11`}
                value={scopeId}
                onChange={(event) => setScopeId(event.target.value)}
              >
                <option value="">Elige…</option>
                {options.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-change`} className="text-sm font-semibold text-slate-800">
              Ajuste del costo (%)
            </label>
            <input
              id={`${id}-change`}
              inputMode="decimal"
              autoComplete="off"
              className={inputClass}
              value={change}
              aria-describedby={`${id}-change-hint`}
              onChange={(event) => setChange(event.target.value)}
            />
            <p id={`${id}-change-hint`} className="text-xs text-slate-600">
              Positivo sube, negativo baja: 5 es +5 %, -2.5 es −2.5 %. De −50 % a +100 %.
            </p>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-slate-800">
              Motivo del ajuste
            </label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={300}
              className={inputClass}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <p role="alert" className="text-sm font-medium text-red-700">
            {state.error ?? ''}
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              Cancelar
            </button>
            <button type="submit" className={primaryButtonClass} aria-busy={state.busy || undefined}>
              {state.busy ? 'Calculando…' : 'Vista previa'}
            </button>
          </div>
        </form>
      ) : state.step === 'done' ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm font-semibold text-emerald-800" data-testid="bulk-done">
            {state.text}
          </p>
          <div className="flex justify-end">
            <button type="button" className={primaryButtonClass} onClick={onClose}>
              Listo
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3" data-testid="bulk-preview">
          <p className="text-sm text-slate-800" role="status">
            <strong>
              {state.preview.count === 1 ? '1 precio cambiará' : `${state.preview.count} precios cambiarán`}
            </strong>{' '}
            ({state.preview.scope_name}, {formatChangeBp(state.preview.change_bp)} en costo).
          </p>
          {state.preview.count === 0 ? (
            <p className="text-sm text-slate-600">Ningún producto con precio entra en este ajuste.</p>
          ) : (
            <ul
              className="max-h-72 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200"
              aria-label="Cambios del ajuste"
              tabIndex={0}
            >
              {state.preview.changes.map((change) => (
                <li key={change.product_id} className="p-2 text-sm" data-testid="bulk-change">
                  <p className="font-mono font-semibold text-slate-900">{change.sku}</p>
                  <p className="truncate text-slate-600">{change.description}</p>
                  <p className="text-slate-800">
                    Costo {formatMoney(change.before.cost_cents)} → {formatMoney(change.after.cost_cents)} · Lista{' '}
                    {formatMoney(change.before.list_price_cents)} →{' '}
                    <strong>{formatMoney(change.after.list_price_cents)}</strong>
                  </p>
                </li>
              ))}
            </ul>
          )}
          {state.step === 'applying' ? (
            <div role="status" className="flex flex-col gap-1">
              <p className="text-sm text-slate-800">
                Aplicando… {applying === undefined ? '' : `${applying.done} de ${applying.count}`}
              </p>
              <progress
                className="h-2 w-full"
                max={state.preview.count}
                value={applying?.done ?? undefined}
                aria-label="Progreso del ajuste"
              />
            </div>
          ) : (
            <>
              <p role="alert" className="text-sm font-medium text-red-700">
                {state.error ?? ''}
              </p>
              <div className="flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => setState({ step: 'form', error: null, busy: false })}
                >
                  Volver
                </button>
                {state.preview.count === 0 ? null : (
                  <button type="button" className={primaryButtonClass} onClick={() => void onApply(state.preview)}>
                    Aplicar {state.preview.count === 1 ? '1 cambio' : `${state.preview.count} cambios`}
                  </button>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </AppDialog>
  );
}
