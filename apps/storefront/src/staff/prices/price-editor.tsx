'use client';

import { useId, useState, type FormEvent } from 'react';
import {
  formatMoney,
  formatPercentBp,
  MARGIN_RULE_TEXT,
  MAX_PRICE_SUPPLIERS,
  priceEditorSupplierIds,
  type TPriceListRow,
} from '@voltia/domain';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { AppDialog } from '@/shared/ui/dialog';
import { failureMessage } from '@/shared/ui/failure-message';
import { DiscardChangesPrompt, useDiscardGuard } from '../shell/discard-guard';
import { loadStaffBackend } from '../staff-backend';
import {
  draftOf,
  isPriceDraftDirty,
  liveListPrice,
  saveRequestOf,
  type TPriceDraft,
  type TPriceDraftErrors,
} from './price-editor-state';
import { PriceHistoryList } from './price-history-list';
import type { TPriceNameLookup } from './price-names';
import { UnpricedBadge } from './price-table';
import { usePriceHistory } from './use-price-data';

type TSaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; text: string } | { status: 'failed'; text: string };

/**
 * A product's price: a cost for each linked supplier, which supplier's cost prices it, the margin,
 * and the list price computed live (never typed); a reason for the history. A product without a
 * price (marked "Sin precio") is priced here the same way; "Agregar proveedor" offers any active
 * supplier, which the save links to the product (a product created without suppliers gets its
 * first one here). What is typed stays on screen when a save fails. Below, the product's price history.
 */
export function PriceEditor({
  row,
  names,
  suppliers,
  onClose,
}: {
  row: TPriceListRow;
  names: TPriceNameLookup;
  /** The active suppliers, by name: those "Agregar proveedor" offers. */
  suppliers: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  /** Suppliers added in this editor (linked to the product by the save, when given a cost). */
  const [added, setAdded] = useState<readonly string[]>([]);
  // Read once per product (the screen keys the editor by product): live updates of this one must not wipe what is typed.
  const [draft, setDraft] = useState<TPriceDraft | null>(() =>
    draftOf(row.price ?? undefined, priceEditorSupplierIds(row)),
  );
  /** What was loaded or last saved: closing with anything else typed asks first. */
  const [clean, setClean] = useState<TPriceDraft | null>(draft);
  const [errors, setErrors] = useState<TPriceDraftErrors>({});
  const [save, setSave] = useState<TSaveState>({ status: 'idle' });
  const [base, setBase] = useState<number | null>(row.price?.updated_at.getTime() ?? null);
  const [adding, setAdding] = useState('');
  /**
   * What this editor's saves did: the product has a price, and these suppliers are linked. The row
   * is the page's live copy only while the product is on the page: a first price takes it out of
   * "Sin precio", and the row then stays as the editor opened with it.
   */
  const [saved, setSaved] = useState<{ priced: boolean; linked: readonly string[] }>({ priced: false, linked: [] });
  const history = usePriceHistory(row.product_id);
  const id = useId();

  const supplierIds = priceEditorSupplierIds(row, added);
  const linked = [...row.supplier_ids, ...saved.linked];
  /** Added suppliers the product is not linked to (yet): the save links those given a cost. */
  const toLink = added.filter((supplierId) => !linked.includes(supplierId));
  const unpriced = row.price === null && !saved.priced;
  const addable = suppliers.filter((supplier) => !supplierIds.includes(supplier.id));
  const live = draft === null ? null : liveListPrice(draft);
  const guard = useDiscardGuard(isPriceDraftDirty(draft, clean), onClose);
  const update = (next: Partial<TPriceDraft>) =>
    setDraft((current) => (current === null ? current : { ...current, ...next }));

  const addSupplier = () => {
    if (adding === '' || draft === null || supplierIds.includes(adding)) return;
    setAdded((current) => [...current, adding]);
    // The first supplier of a product without any prices it; the editor can still pick another.
    update({ costs: { ...draft.costs, [adding]: '' }, ...(draft.supplierId === '' ? { supplierId: adding } : {}) });
    setAdding('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || save.status === 'saving') return;
    const request = saveRequestOf(row.product_id, draft, base, toLink);
    if (!request.ok) {
      setErrors(request.error);
      setSave({ status: 'failed', text: 'Revisa los campos marcados.' });
      return;
    }
    setErrors({});
    setSave({ status: 'saving' });
    try {
      const backend = await loadStaffBackend();
      const answer = await backend.savePrice(request.value);
      setBase(answer.updated_at);
      setSaved((current) => ({
        priced: true,
        linked: [...current.linked, ...(request.value.link_supplier_ids ?? [])],
      }));
      update({ reason: '' });
      setClean({ ...draft, reason: '' });
      setSave({
        status: 'saved',
        text: answer.unchanged
          ? 'No había cambios que guardar.'
          : `Guardado: precio de lista ${formatMoney(answer.price.list_price_cents)}.`,
      });
    } catch (error) {
      setSave({ status: 'failed', text: failureMessage(error, 'prices/save-failed') });
    }
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open) guard.requestClose();
      }}
      title={`Precio de ${row.sku}`}
      description={
        <>
          <p className="break-words">{row.description}</p>
          {unpriced ? (
            <p className="mt-1 text-sm text-slate-700">
              <UnpricedBadge /> Este producto aún no tiene precio: elige el proveedor, su costo y el margen.
            </p>
          ) : null}
        </>
      }
    >
      {draft === null ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando proveedores…
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="price-editor">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              Costo por proveedor (MXN) y proveedor que fija el costo
            </legend>
            {supplierIds.length === 0 ? (
              <p className="text-sm text-slate-700">
                Este producto no tiene proveedores vinculados: agrega el que fija el costo.
              </p>
            ) : null}
            {supplierIds.map((supplierId) => {
              const error = errors[`cost:${supplierId}`];
              return (
                <div key={supplierId} className="grid grid-cols-1 gap-1 sm:grid-cols-[1fr_auto] sm:items-end sm:gap-3">
                  <div className="flex flex-col gap-1">
                    <label htmlFor={`${id}-${supplierId}`} className="text-sm text-slate-800">
                      Costo de {names.supplier(supplierId)}
                      {toLink.includes(supplierId) ? (
                        <span className="text-slate-600"> (se vinculará al producto al guardar)</span>
                      ) : null}
                    </label>
                    <input
                      id={`${id}-${supplierId}`}
                      inputMode="decimal"
                      autoComplete="off"
                      className={inputClass}
                      value={draft.costs[supplierId] ?? ''}
                      aria-invalid={error === undefined ? undefined : true}
                      aria-describedby={error === undefined ? undefined : `${id}-${supplierId}-error`}
                      onChange={(event) => update({ costs: { ...draft.costs, [supplierId]: event.target.value } })}
                    />
                    {error === undefined ? null : (
                      <p id={`${id}-${supplierId}-error`} className="text-sm font-medium text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                  <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name={`${id}-pricing`}
                      className="size-4 accent-primary"
                      checked={draft.supplierId === supplierId}
                      onChange={() => update({ supplierId })}
                    />
                    Fija el costo
                  </label>
                </div>
              );
            })}
            {errors.supplier === undefined ? null : (
              <p className="text-sm font-medium text-red-700" data-testid="price-supplier-error">
                {errors.supplier}
              </p>
            )}
            {addable.length > 0 && supplierIds.length < MAX_PRICE_SUPPLIERS ? (
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
                <div className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={`${id}-add`} className="text-sm text-slate-800">
                    Agregar proveedor
                  </label>
                  <select
                    id={`${id}-add`}
                    className={`${inputClass} min-h-11`}
                    value={adding}
                    onChange={(event) => setAdding(event.target.value)}
                  >
                    <option value="">Elige un proveedor activo…</option>
                    {addable.map((supplier) => (
                      <option key={supplier.id} value={supplier.id}>
                        {supplier.name}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="button" className={secondaryButtonClass} onClick={addSupplier} disabled={adding === ''}>
                  Agregar
                </button>
              </div>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-margin`} className="text-sm font-semibold text-slate-800">
              Margen (%)
            </label>
            <input
              id={`${id}-margin`}
              inputMode="decimal"
              autoComplete="off"
              className={inputClass}
              value={draft.margin}
              aria-invalid={errors.margin === undefined ? undefined : true}
              aria-describedby={`${id}-margin-hint${errors.margin === undefined ? '' : ` ${id}-margin-error`}`}
              onChange={(event) => update({ margin: event.target.value })}
            />
            <p id={`${id}-margin-hint`} className="text-xs text-slate-600">
              {MARGIN_RULE_TEXT}
            </p>
            {errors.margin === undefined ? null : (
              <p id={`${id}-margin-error`} className="text-sm font-medium text-red-700">
                {errors.margin}
              </p>
            )}
          </div>
          <div className="rounded-lg bg-slate-50 p-3">
            <p className="text-sm text-slate-700">Precio de lista (calculado)</p>
            <output aria-live="polite" className="text-xl font-bold text-slate-900" data-testid="live-list-price">
              {live === null ? '—' : formatMoney(live.list)}
            </output>
            {live === null ? null : (
              <p className="text-xs text-slate-600">
                {formatMoney(live.cost)} ÷ (1 − {formatPercentBp(live.margin)})
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-slate-800">
              Motivo del cambio
            </label>
            <textarea
              id={`${id}-reason`}
              rows={2}
              maxLength={300}
              className={inputClass}
              value={draft.reason}
              aria-invalid={errors.reason === undefined ? undefined : true}
              aria-describedby={errors.reason === undefined ? undefined : `${id}-reason-error`}
              onChange={(event) => update({ reason: event.target.value })}
            />
            {errors.reason === undefined ? null : (
              <p id={`${id}-reason-error`} className="text-sm font-medium text-red-700">
                {errors.reason}
              </p>
            )}
          </div>
          <p
            role={save.status === 'failed' ? 'alert' : 'status'}
            className={save.status === 'failed' ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}
            data-testid="price-save-status"
          >
            {save.status === 'saving'
              ? 'Guardando…'
              : save.status === 'saved' || save.status === 'failed'
                ? save.text
                : ''}
          </p>
          {guard.asking ? <DiscardChangesPrompt onKeepEditing={guard.keepEditing} onDiscard={guard.discard} /> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButtonClass} onClick={guard.requestClose}>
              Cerrar
            </button>
            <button type="submit" className={primaryButtonClass} aria-busy={save.status === 'saving' || undefined}>
              Guardar precio
            </button>
          </div>
        </form>
      )}
      <section aria-labelledby={`${id}-history`} className="mt-6">
        <h3 id={`${id}-history`} className="mb-2 text-base font-bold text-slate-900">
          Historial de este producto
        </h3>
        <PriceHistoryList history={history} names={names} emptyText="Este producto aún no tiene cambios de precio." />
      </section>
    </AppDialog>
  );
}
