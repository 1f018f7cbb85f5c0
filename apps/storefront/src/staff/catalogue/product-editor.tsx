'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { AppError, PRODUCT_UNITS, type TCatalogueProduct } from '@voltia/domain';
import { AppDialog, DialogClose } from '@/shared/ui/dialog';
import { inputClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { BusyButton } from '../shell/busy-button';
import { toast } from '@/shared/browser/toasts';
import { DiscardChangesPrompt, useDiscardGuard } from '../shell/discard-guard';
import { loadStaffBackend } from '../staff-backend';
import { ImagePreview } from './image-preview';
import {
  canAddAttribute,
  canAddImage,
  checkDraft,
  firstErrorKey,
  isDirty,
  newRowKey,
  satKeyHints,
  type TDraftErrors,
  type TProductDraft,
} from './product-draft';
import { saveErrorField } from './save-error-field';
import type { TCatalogueChoices } from './use-catalogue-choices';

/** `stale`: someone else saved the product meanwhile; a retry then replaces their changes with these, knowingly. */
type TSaveState =
  | { readonly status: 'idle' }
  | { readonly status: 'saving' }
  | { readonly status: 'failed'; readonly message: string; readonly stale: boolean };

const selectClass = `${inputClass} min-h-11`;
const smallButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-button border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A labelled select with its error tied to it. */
function SelectField({
  id,
  label,
  value,
  error,
  onChange,
  options,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  options: readonly { id: string; name: string }[];
  placeholder: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input or textarea whose id the editor knows (to take the focus to it), its error
 * and its help text (what an empty field means) tied to it.
 */
function TextInput({
  id,
  label,
  value,
  error,
  onChange,
  multiline = false,
  help,
  placeholder,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  multiline?: boolean;
  help?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const describedBy = [error ? `${id}-error` : null, help ? `${id}-help` : null].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    autoComplete: 'off',
    spellCheck: false,
    placeholder: placeholder === '' ? undefined : placeholder,
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {help ? (
        <p id={`${id}-help`} className="text-sm text-slate-600">
          {help}
        </p>
      ) : null}
      <RowError id={`${id}-error`} message={error} />
    </div>
  );
}

function RowError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * Create or edit a product (a Radix dialog: focus moves in and is trapped, Escape closes, the
 * opener gets the focus back; with unsaved changes, closing asks first). Checked by the domain
 * schema before it is sent, each message beside its field; a refused or failed save keeps
 * everything typed, says why, and offers "Reintentar".
 */
export function ProductEditor({
  initial,
  choices,
  onClose,
  onSaved,
}: {
  initial: TProductDraft;
  choices: TCatalogueChoices;
  onClose: () => void;
  onSaved: (product: TCatalogueProduct) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<TDraftErrors>({});
  const [save, setSave] = useState<TSaveState>({ status: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const base = useId();
  const creating = draft.product_id === null;
  const fieldId = (key: string) => `${base}-${key.replaceAll('.', '-')}`;

  const update = (change: Partial<TProductDraft>, clear: readonly string[] = []) => {
    setDraft((current) => ({ ...current, ...change }));
    if (clear.length > 0)
      setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(
            ([key]) => !clear.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)),
          ),
        ),
      );
  };

  const focusField = (key: string | null) => {
    if (key === null) return;
    window.requestAnimationFrame(() => document.getElementById(fieldId(key))?.focus());
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (save.status === 'saving') return;
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setSave({ status: 'idle' });
      focusField(firstErrorKey(checked.errors));
      return;
    }
    setErrors({});
    // After a stale refusal the person has read that someone else changed the product: saving again
    // is their choice to replace those changes, so the check is left out.
    const overwrite = save.status === 'failed' && save.stale;
    setSave({ status: 'saving' });
    loadStaffBackend()
      .then((backend) =>
        backend.saveCatalogueProduct({
          product: checked.input,
          ...(draft.product_id === null || overwrite ? {} : { expected_updated_at: draft.expected_updated_at }),
        }),
      )
      .then(
        ({ product }) => {
          toast.success(creating ? `Producto ${product.sku} creado.` : `Producto ${product.sku} guardado.`);
          onSaved(product);
        },
        (error: unknown) => {
          const appError =
            error instanceof AppError && error.code !== 'unknown'
              ? error
              : new AppError('catalogue/save-failed', { cause: error });
          const field = saveErrorField(appError.code);
          if (field !== null) {
            setErrors({ [field]: appError.userMessage });
            setSave({ status: 'idle' });
            focusField(field);
          } else {
            setSave({
              status: 'failed',
              message: appError.userMessage,
              stale: appError.code === 'catalogue/stale-product',
            });
          }
        },
      );
  };

  const errorCount = Object.keys(errors).length;
  const satHints = satKeyHints(draft);
  const guard = useDiscardGuard(isDirty(draft, initial), onClose);

  return (
    <AppDialog
      open
      onOpenChange={(open) => (open ? undefined : guard.requestClose())}
      title={creating ? 'Nuevo producto' : `Editar ${initial.sku}`}
      size="wide"
      closeLabel="Cerrar sin guardar"
      testId="product-editor"
      description="Los campos marcados son obligatorios. Lo que publiques aparece en la tienda en segundos."
    >
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {errorCount > 0 ? (
          <p
            role="alert"
            className="rounded-button border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {errorCount === 1 ? 'Revisa el campo marcado.' : `Revisa los ${errorCount} campos marcados.`}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            id={fieldId('sku')}
            label="SKU *"
            value={draft.sku}
            error={errors.sku}
            onChange={(value) => update({ sku: value }, ['sku'])}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={fieldId('unit')} className="text-sm font-semibold text-slate-800">
              Unidad *
            </label>
            <select
              id={fieldId('unit')}
              className={selectClass}
              value={draft.unit}
              onChange={(event) => update({ unit: event.target.value as TProductDraft['unit'] }, ['unit'])}
              aria-invalid={errors.unit ? true : undefined}
              aria-describedby={errors.unit ? `${fieldId('unit')}-error` : undefined}
            >
              <option value="">Elige la unidad</option>
              {PRODUCT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
            <RowError id={`${fieldId('unit')}-error`} message={errors.unit} />
          </div>
        </div>
        <TextInput
          id={fieldId('description')}
          label="Descripción *"
          multiline
          value={draft.description}
          error={errors.description}
          onChange={(value) => update({ description: value }, ['description'])}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={fieldId('brand_id')}
            label="Marca *"
            value={draft.brand_id}
            error={errors.brand_id}
            onChange={(value) => update({ brand_id: value }, ['brand_id'])}
            options={choices.brands}
            placeholder="Elige la marca"
          />
          <SelectField
            id={fieldId('category_id')}
            label="Categoría *"
            value={draft.category_id}
            error={errors.category_id}
            onChange={(value) => update({ category_id: value }, ['category_id'])}
            options={choices.categories}
            placeholder="Elige la categoría"
          />
        </div>

        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Claves del SAT para la factura (CFDI)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              id={fieldId('sat_clave_prod_serv')}
              label="Clave SAT producto (ClaveProdServ)"
              value={draft.sat_clave_prod_serv}
              error={errors.sat_clave_prod_serv}
              onChange={(value) => update({ sat_clave_prod_serv: value }, ['sat_clave_prod_serv'])}
              placeholder={satHints.prodServ.placeholder}
              help={satHints.prodServ.help}
              inputMode="numeric"
            />
            <TextInput
              id={fieldId('sat_clave_unidad')}
              label="Clave SAT unidad (ClaveUnidad)"
              value={draft.sat_clave_unidad}
              error={errors.sat_clave_unidad}
              onChange={(value) => update({ sat_clave_unidad: value }, ['sat_clave_unidad'])}
              placeholder={satHints.unidad.placeholder}
              help={satHints.unidad.help}
            />
          </div>
        </fieldset>

        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Atributos técnicos</legend>
          {draft.attributes.length === 0 ? (
            <p className="text-sm text-slate-600">Sin atributos. Añade, por ejemplo, «Calibre: 12 AWG».</p>
          ) : null}
          <ul className="flex flex-col gap-3">
            {draft.attributes.map((row, index) => {
              const nameKey = `attributes.${index}.name`;
              const valueKey = `attributes.${index}.value`;
              const replace = (change: Partial<typeof row>) =>
                update(
                  {
                    attributes: draft.attributes.map((candidate) =>
                      candidate.key === row.key ? { ...candidate, ...change } : candidate,
                    ),
                  },
                  [nameKey, valueKey],
                );
              return (
                <li
                  key={row.key}
                  className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto]"
                  data-testid="attribute-row"
                >
                  <div className="flex flex-col gap-1">
                    <label htmlFor={fieldId(nameKey)} className="text-xs font-semibold text-slate-700">
                      Nombre del atributo {index + 1}
                    </label>
                    <input
                      id={fieldId(nameKey)}
                      className={inputClass}
                      value={row.name}
                      onChange={(event) => replace({ name: event.target.value })}
                      aria-invalid={errors[nameKey] ? true : undefined}
                      aria-describedby={errors[nameKey] ? `${fieldId(nameKey)}-error` : undefined}
                    />
                    <RowError id={`${fieldId(nameKey)}-error`} message={errors[nameKey]} />
                  </div>
                  <div className="col-start-1 flex flex-col gap-1 sm:col-start-2 sm:row-start-1">
                    <label htmlFor={fieldId(valueKey)} className="text-xs font-semibold text-slate-700">
                      Valor del atributo {index + 1}
                    </label>
                    <input
                      id={fieldId(valueKey)}
                      className={inputClass}
                      value={row.value}
                      onChange={(event) => replace({ value: event.target.value })}
                      aria-invalid={errors[valueKey] ? true : undefined}
                      aria-describedby={errors[valueKey] ? `${fieldId(valueKey)}-error` : undefined}
                    />
                    <RowError id={`${fieldId(valueKey)}-error`} message={errors[valueKey]} />
                  </div>
                  <button
                    type="button"
                    className={`${smallButtonClass} col-start-2 row-span-2 row-start-1 self-end sm:col-start-3 sm:row-span-1`}
                    aria-label={`Quitar el atributo ${index + 1}${row.name.trim() === '' ? '' : ` (${row.name.trim()})`}`}
                    onClick={() => {
                      update({ attributes: draft.attributes.filter((candidate) => candidate.key !== row.key) }, [
                        'attributes',
                      ]);
                      focusField(index > 0 ? `attributes.${index - 1}.name` : 'add-attribute');
                    }}
                  >
                    Quitar
                  </button>
                </li>
              );
            })}
          </ul>
          <RowError id={`${fieldId('attributes')}-error`} message={errors.attributes} />
          <button
            id={fieldId('add-attribute')}
            type="button"
            className={`${smallButtonClass} mt-3`}
            disabled={!canAddAttribute(draft)}
            onClick={() => {
              update({ attributes: [...draft.attributes, { key: newRowKey(), name: '', value: '' }] });
              focusField(`attributes.${draft.attributes.length}.name`);
            }}
          >
            Añadir atributo
          </button>
        </fieldset>

        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Imágenes</legend>
          <p className="mb-2 text-sm text-slate-600">
            Direcciones https:// o rutas del sitio (/…). La primera es la principal.
          </p>
          <ul className="flex flex-col gap-3">
            {draft.images.map((row, index) => {
              const key = `images.${index}`;
              const previewId = `${fieldId(key)}-preview`;
              return (
                <li
                  key={row.key}
                  className="flex flex-col gap-2 rounded border border-slate-100 p-2"
                  data-testid="image-row"
                >
                  <div className="flex items-end gap-2">
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <label htmlFor={fieldId(key)} className="text-xs font-semibold text-slate-700">
                        Dirección de la imagen {index + 1}
                      </label>
                      <input
                        id={fieldId(key)}
                        type="url"
                        inputMode="url"
                        autoComplete="off"
                        spellCheck={false}
                        className={inputClass}
                        value={row.url}
                        onChange={(event) =>
                          update(
                            {
                              images: draft.images.map((candidate) =>
                                candidate.key === row.key ? { ...candidate, url: event.target.value } : candidate,
                              ),
                            },
                            [key],
                          )
                        }
                        aria-invalid={errors[key] ? true : undefined}
                        aria-describedby={[errors[key] ? `${fieldId(key)}-error` : null, previewId]
                          .filter(Boolean)
                          .join(' ')}
                      />
                    </div>
                    <button
                      type="button"
                      className={smallButtonClass}
                      aria-label={`Quitar la imagen ${index + 1}`}
                      onClick={() => {
                        update({ images: draft.images.filter((candidate) => candidate.key !== row.key) }, ['images']);
                        focusField(index > 0 ? `images.${index - 1}` : 'add-image');
                      }}
                    >
                      Quitar
                    </button>
                  </div>
                  <RowError id={`${fieldId(key)}-error`} message={errors[key]} />
                  <ImagePreview id={previewId} url={row.url} />
                </li>
              );
            })}
          </ul>
          <RowError id={`${fieldId('images')}-error`} message={errors.images} />
          <button
            id={fieldId('add-image')}
            type="button"
            className={`${smallButtonClass} mt-3`}
            disabled={!canAddImage(draft)}
            onClick={() => {
              update({ images: [...draft.images, { key: newRowKey(), url: '' }] });
              focusField(`images.${draft.images.length}`);
            }}
          >
            Añadir imagen
          </button>
        </fieldset>

        <fieldset
          className="rounded-lg border border-slate-200 p-3"
          aria-describedby={errors.supplier_ids ? `${fieldId('supplier_ids')}-error` : undefined}
        >
          <legend className="px-1 text-sm font-semibold text-slate-800">Proveedores</legend>
          {choices.suppliers.length === 0 ? (
            <p className="text-sm text-slate-600">No hay proveedores registrados.</p>
          ) : (
            <ul className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
              {choices.suppliers.map((supplier, index) => (
                <li key={supplier.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 text-sm text-slate-800 hover:bg-slate-50">
                    <input
                      id={index === 0 ? fieldId('supplier_ids') : undefined}
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={draft.supplier_ids.includes(supplier.id)}
                      onChange={(event) =>
                        update(
                          {
                            supplier_ids: event.target.checked
                              ? [...draft.supplier_ids, supplier.id]
                              : draft.supplier_ids.filter((id) => id !== supplier.id),
                          },
                          ['supplier_ids'],
                        )
                      }
                    />
                    {supplier.name}
                    {supplier.active === false ? <span className="text-xs text-slate-600">(inactivo)</span> : null}
                  </label>
                </li>
              ))}
            </ul>
          )}
          <RowError id={`${fieldId('supplier_ids')}-error`} message={errors.supplier_ids} />
        </fieldset>

        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start rounded-button border border-slate-300 bg-white px-3 font-semibold text-slate-800 has-[:checked]:border-primary has-[:checked]:bg-primary-light has-[:checked]:text-primary">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={draft.published}
            onChange={(event) => update({ published: event.target.checked })}
          />
          Publicado en la tienda
        </label>

        {save.status === 'failed' ? (
          <div
            role="alert"
            className="rounded-button border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            data-testid="save-failed"
          >
            <p className="font-medium">{save.message}</p>
            {save.stale ? (
              <p className="mt-1">
                «Guardar de todos modos» reemplaza sus cambios por los tuyos; «Cancelar» conserva los suyos.
              </p>
            ) : null}
          </div>
        ) : null}

        {guard.asking ? <DiscardChangesPrompt onKeepEditing={guard.keepEditing} onDiscard={guard.discard} /> : null}

        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <DialogClose className={secondaryButtonClass}>Cancelar</DialogClose>
          <BusyButton type="submit" busy={save.status === 'saving'}>
            {save.status === 'saving'
              ? 'Guardando…'
              : save.status === 'failed'
                ? save.stale
                  ? 'Guardar de todos modos'
                  : 'Reintentar'
                : creating
                  ? 'Crear producto'
                  : 'Guardar cambios'}
          </BusyButton>
        </div>
      </form>
    </AppDialog>
  );
}
