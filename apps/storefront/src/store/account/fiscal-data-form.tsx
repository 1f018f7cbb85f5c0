'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import {
  FISCAL_DATA_FIELD_LABELS,
  catalogueLabel,
  fiscalDataFieldErrors,
  regimenesFor,
  toAppError,
  usosFor,
  type TFiscalData,
} from '@voltia/domain';
import { loadAccountRuntime } from '@/shared/account/load-account-runtime';
import { useFiscalData } from './billing-live';
import { LiveError } from '@/shared/ui/live-content';
import { SelectField, TextField, inputClass, primaryButtonClass, useFieldErrors } from '@/shared/ui/text-field';

type TFiscalFields = Record<keyof TFiscalData, string>;

const EMPTY: TFiscalFields = {
  rfc: '',
  razon_social: '',
  regimen_fiscal: '',
  uso_cfdi: '',
  codigo_postal: '',
  invoice_email: '',
};

/**
 * "Datos de facturación": what every CFDI 4.0 invoice to this customer carries, saved once. The
 * régimen offered follows the RFC's person type and the uso the régimen, as SAT's catalogues say
 * (packages/domain/src/fiscal); each field says what is wrong with it, and a failed save keeps
 * everything typed.
 */
export function FiscalDataSection({ uid }: { uid: string }) {
  const stored = useFiscalData(uid);

  return (
    <section
      aria-labelledby="fiscal-data-title"
      className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="fiscal-data"
    >
      <h2 id="fiscal-data-title" className="mb-1 text-lg font-bold text-slate-900">
        Datos de facturación
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Escríbelos como aparecen en tu Constancia de Situación Fiscal: con ellos emitimos tus facturas (CFDI 4.0).
      </p>
      {stored.status === 'error' ? (
        <LiveError error={stored.error} onRetry={stored.retry} testId="fiscal-read-error" />
      ) : stored.status === 'loading' ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando tus datos de facturación…
        </p>
      ) : (
        <FiscalDataForm uid={uid} initial={stored.value ?? EMPTY} saved={stored.value !== null} />
      )}
    </section>
  );
}

function FiscalDataForm({ uid, initial, saved }: { uid: string; initial: TFiscalFields; saved: boolean }) {
  const [values, setValues] = useState<TFiscalFields>(initial);
  const { formRef, errors, setErrors } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [hasSaved, setHasSaved] = useState(saved);

  const regimenes = regimenesFor(values.rfc);
  // A choice the RFC (or the régimen) no longer allows is dropped rather than sent.
  const regimen = regimenes.some((option) => option.key === values.regimen_fiscal) ? values.regimen_fiscal : '';
  const usos = usosFor(regimen, values.rfc);
  const uso = usos.some((option) => option.key === values.uso_cfdi) ? values.uso_cfdi : '';
  const candidate: TFiscalFields = { ...values, regimen_fiscal: regimen, uso_cfdi: uso };

  const set = (field: keyof TFiscalFields) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = fiscalDataFieldErrors(candidate);
    setErrors(problems);
    setSaveError(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    void loadAccountRuntime()
      .then((runtime) => runtime.storeFiscalData(uid, candidate))
      .then(
        (data) => {
          setValues(data);
          setHasSaved(true);
          toast.success('Guardamos tus datos de facturación.');
        },
        (error: unknown) => setSaveError(toAppError(error, 'fiscal/save-failed').userMessage),
      )
      .finally(() => setSaving(false));
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Datos de facturación">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={FISCAL_DATA_FIELD_LABELS.rfc}
          name="rfc"
          value={values.rfc}
          onChange={set('rfc')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={16}
          className={`${inputClass} uppercase`}
          hint="12 caracteres si es empresa, 13 si es persona física."
          error={errors.rfc}
        />
        <TextField
          label={FISCAL_DATA_FIELD_LABELS.codigo_postal}
          name="codigo_postal"
          value={values.codigo_postal}
          onChange={set('codigo_postal')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          error={errors.codigo_postal}
        />
      </div>
      <TextField
        label={FISCAL_DATA_FIELD_LABELS.razon_social}
        name="razon_social"
        value={values.razon_social}
        onChange={set('razon_social')}
        autoComplete="organization"
        maxLength={300}
        hint="Exactamente como en tu constancia, sin el régimen de capital (sin «SA DE CV»)."
        error={errors.razon_social}
      />
      <SelectField
        label={FISCAL_DATA_FIELD_LABELS.regimen_fiscal}
        name="regimen_fiscal"
        value={regimen}
        onChange={set('regimen_fiscal')}
        placeholder={regimenes.length === 0 ? 'Escribe primero tu RFC' : 'Elige tu régimen fiscal'}
        options={regimenes.map((option) => ({ value: option.key, label: catalogueLabel(option) }))}
        error={errors.regimen_fiscal}
      />
      <SelectField
        label={FISCAL_DATA_FIELD_LABELS.uso_cfdi}
        name="uso_cfdi"
        value={uso}
        onChange={set('uso_cfdi')}
        placeholder={usos.length === 0 ? 'Elige primero tu régimen fiscal' : 'Elige el uso de tus facturas'}
        options={usos.map((option) => ({ value: option.key, label: catalogueLabel(option) }))}
        error={errors.uso_cfdi}
      />
      <TextField
        label={FISCAL_DATA_FIELD_LABELS.invoice_email}
        name="invoice_email"
        type="email"
        value={values.invoice_email}
        onChange={set('invoice_email')}
        autoComplete="email"
        error={errors.invoice_email}
      />
      {saveError === null ? null : (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="fiscal-save-error">
          {saveError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando…' : saveError === null ? 'Guardar datos de facturación' : 'Reintentar'}
        </button>
        {hasSaved ? null : <p className="text-sm text-slate-600">Aún no has guardado tus datos de facturación.</p>}
      </div>
    </form>
  );
}
