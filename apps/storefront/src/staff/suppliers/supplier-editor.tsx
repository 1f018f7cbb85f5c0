'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { supplierFieldErrors, toAppError, type AppError, type TSupplier, type TSupplierFields } from '@voltia/domain';
import { TextAreaField, TextField, secondaryButtonClass } from '@/shared/ui/text-field';
import { BusyButton } from '../shell/busy-button';
import { toast } from '@/shared/browser/toasts';
import { loadStaffBackend } from '../staff-backend';
import { SupplierDangerZone } from './supplier-danger-zone';
import { draftOf, inputOf, toggledIds, type TSupplierDraft } from './supplier-draft';
import { SupplierProducts } from './supplier-products';
import type { TSupplierChoices } from './use-suppliers';

type TFieldErrors = Partial<Record<keyof TSupplierFields, string>>;

/** The editor's fields in the order a person fills them (the first invalid one takes the focus). */
const FIELD_ORDER: readonly (keyof TSupplierFields)[] = [
  'name',
  'tax_id',
  'contact_name',
  'email',
  'phone',
  'city',
  'lead_time_days',
  'payment_terms',
  'brand_ids',
  'category_ids',
  'notes',
];

/**
 * A supplier's editor (or a new one's): every field, each refused in Spanish by the domain schema
 * before anything is sent; a failed save keeps everything typed. An existing supplier also shows
 * its deactivation and deletion, and its products.
 */
export function SupplierEditor({
  supplier,
  choices,
  onSaved,
  onGone,
}: {
  supplier: TSupplier | null;
  choices: TSupplierChoices;
  onSaved: (id: string) => void;
  onGone: () => void;
}) {
  const [draft, setDraft] = useState<TSupplierDraft>(() => draftOf(supplier));
  // The updated_at the draft was read at: a save is refused if someone changed the supplier since.
  const [base, setBase] = useState<string | null>(supplier?.updated_at.toISOString() ?? null);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [triedToSave, setTriedToSave] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [saved, setSaved] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const summaryId = useId();

  const changedElsewhere = supplier !== null && base !== null && !saving && supplier.updated_at.toISOString() !== base;

  const update = (patch: Partial<TSupplierDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    setSaved('');
    // Once a save was tried, the messages follow what is typed.
    if (triedToSave) setErrors(supplierFieldErrors(inputOf(next)));
  };

  const reloadFromStored = () => {
    if (supplier === null) return;
    setDraft(draftOf(supplier));
    setBase(supplier.updated_at.toISOString());
    setErrors({});
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setTriedToSave(true);
    setFailure(null);
    const found = supplierFieldErrors(inputOf(draft));
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (firstInvalid !== undefined) {
      const element = formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`);
      element?.focus();
      return;
    }
    setSaving(true);
    try {
      const backend = await loadStaffBackend();
      const answer = await backend.saveSupplier(supplier?.id ?? null, base, inputOf(draft));
      setBase(answer.updated_at);
      setSaved('Cambios guardados.');
      toast.success(supplier === null ? 'Proveedor creado.' : 'Proveedor guardado.');
      if (supplier === null) onSaved(answer.id);
    } catch (error) {
      setFailure(toAppError(error, 'supplier/save-failed'));
    } finally {
      setSaving(false);
    }
  };

  const errorCount = Object.keys(errors).length;
  const describedBy = (field: keyof TSupplierFields) => errors[field];

  return (
    <div className="flex flex-col gap-6">
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={headingId}
        className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
        data-testid="supplier-editor"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="min-w-0 break-words text-xl font-bold text-slate-900">
            {supplier === null ? 'Nuevo proveedor' : supplier.name}
          </h2>
          {supplier === null ? null : (
            <span
              className={`rounded-full px-2 py-0.5 text-sm font-semibold ${supplier.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
              data-testid="supplier-status"
            >
              {supplier.active ? 'Activo' : 'Inactivo'}
            </span>
          )}
        </div>

        {changedElsewhere ? (
          <div role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Otra persona cambió este proveedor. Tus cambios siguen aquí.{' '}
            <button type="button" className="font-semibold underline" onClick={reloadFromStored}>
              Cargar sus cambios
            </button>
          </div>
        ) : null}

        {triedToSave && errorCount > 0 ? (
          <p
            id={summaryId}
            role="alert"
            className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {errorCount === 1 ? 'Revisa 1 campo marcado.' : `Revisa ${errorCount} campos marcados.`}
          </p>
        ) : null}

        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <TextField
            label="Nombre o razón social"
            name="name"
            autoComplete="off"
            value={draft.name}
            maxLength={120}
            error={describedBy('name')}
            onChange={(e) => update({ name: e.target.value })}
          />
          <TextField
            label="RFC"
            name="tax_id"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint="12 caracteres (empresa) o 13 (persona física)."
            value={draft.tax_id}
            maxLength={20}
            error={describedBy('tax_id')}
            onChange={(e) => update({ tax_id: e.target.value })}
          />
          <TextField
            label="Nombre del contacto"
            name="contact_name"
            autoComplete="off"
            value={draft.contact_name}
            maxLength={120}
            error={describedBy('contact_name')}
            onChange={(e) => update({ contact_name: e.target.value })}
          />
          <TextField
            label="Correo electrónico"
            name="email"
            type="email"
            autoComplete="off"
            value={draft.email}
            maxLength={254}
            error={describedBy('email')}
            onChange={(e) => update({ email: e.target.value })}
          />
          <TextField
            label="Teléfono"
            name="phone"
            type="tel"
            autoComplete="off"
            hint="Con el código de país, por ejemplo +52 55 1234 5678."
            value={draft.phone}
            maxLength={30}
            error={describedBy('phone')}
            onChange={(e) => update({ phone: e.target.value })}
          />
          <TextField
            label="Ciudad"
            name="city"
            autoComplete="off"
            value={draft.city}
            maxLength={80}
            error={describedBy('city')}
            onChange={(e) => update({ city: e.target.value })}
          />
          <TextField
            label="Días de entrega habituales"
            name="lead_time_days"
            inputMode="numeric"
            autoComplete="off"
            value={draft.lead_time_days}
            maxLength={3}
            error={describedBy('lead_time_days')}
            onChange={(e) => update({ lead_time_days: e.target.value })}
          />
          <TextField
            label="Condiciones de pago"
            name="payment_terms"
            autoComplete="off"
            hint="Por ejemplo: Crédito 30 días."
            value={draft.payment_terms}
            maxLength={120}
            error={describedBy('payment_terms')}
            onChange={(e) => update({ payment_terms: e.target.value })}
          />
        </div>

        <IdChecklist
          legend="Marcas que surte"
          name="brand_ids"
          options={choices.brands}
          selected={draft.brand_ids}
          error={describedBy('brand_ids')}
          onChange={(brand_ids) => update({ brand_ids })}
        />
        <IdChecklist
          legend="Categorías que atiende"
          name="category_ids"
          options={choices.categories}
          selected={draft.category_ids}
          error={describedBy('category_ids')}
          onChange={(category_ids) => update({ category_ids })}
        />

        <div className="mt-4">
          <TextAreaField
            label="Notas"
            name="notes"
            rows={3}
            value={draft.notes}
            maxLength={2000}
            error={describedBy('notes')}
            onChange={(e) => update({ notes: e.target.value })}
          />
        </div>

        {failure === null ? null : (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
            data-testid="supplier-save-error"
          >
            {failure.userMessage}
          </p>
        )}

        <div className="mt-4 flex flex-wrap items-center gap-3">
          <BusyButton type="submit" busy={saving}>
            {saving ? 'Guardando…' : supplier === null ? 'Crear proveedor' : 'Guardar cambios'}
          </BusyButton>
          {supplier !== null && failure?.code === 'supplier/stale' ? (
            <button type="button" className={secondaryButtonClass} onClick={reloadFromStored}>
              Descartar mis cambios y recargar
            </button>
          ) : null}
          <p role="status" className="text-sm text-green-800">
            {saved}
          </p>
        </div>
      </form>

      {supplier === null ? null : (
        <>
          <SupplierDangerZone
            supplier={supplier}
            onActiveChanged={(active, updatedAt) => {
              setDraft((current) => ({ ...current, active }));
              setBase(updatedAt);
            }}
            onDeleted={onGone}
          />
          <SupplierProducts supplierId={supplier.id} />
        </>
      )}
    </div>
  );
}

/** A group of checkboxes over ids (brands, categories); ids no longer offered stay selected. */
function IdChecklist({
  legend,
  name,
  options,
  selected,
  error,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { id: string; name: string }[];
  selected: readonly string[];
  error: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className="mt-4" aria-describedby={error === undefined ? undefined : errorId}>
      <legend className="text-sm font-semibold text-slate-800">
        {legend} <span className="font-normal text-slate-600">({selected.length})</span>
      </legend>
      {options.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">Cargando opciones…</p>
      ) : (
        <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2 2xl:grid-cols-3">
          {options.map((option, index) => (
            <label
              key={option.id}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                className="size-4 accent-primary"
                {...(index === 0 ? { name } : {})}
                checked={selected.includes(option.id)}
                onChange={(event) => onChange(toggledIds(selected, option.id, event.target.checked))}
              />
              {option.name}
            </label>
          ))}
        </div>
      )}
      {error === undefined ? null : (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
