'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import {
  DELIVERY_SITES_LIMIT,
  MEXICAN_STATES,
  deliverySiteFieldErrors,
  formatPhoneMx,
  getErrorEntry,
  toAppError,
  type TDeliverySite,
} from '@voltia/domain';
import type { TSavedDeliverySite } from '@voltia/firebase-client/account';
import { DeliverySiteDetails } from '@/shared/billing/billing-summary';
import { loadAccountRuntime } from '@/shared/account/load-account-runtime';
import { useDeliverySites } from './billing-live';
import { LiveError } from '@/shared/ui/live-content';
import { AppDialog, ConfirmDialog, DialogActions, DialogClose } from '@/shared/ui/dialog';
import {
  SelectField,
  TextAreaField,
  TextField,
  primaryButtonClass,
  secondaryButtonClass,
  useFieldErrors,
} from '@/shared/ui/text-field';

type TSiteFields = Record<keyof TDeliverySite, string>;

const EMPTY_SITE: TSiteFields = {
  name: '',
  street: '',
  exterior_number: '',
  interior_number: '',
  colonia: '',
  municipio: '',
  estado: '',
  codigo_postal: '',
  receiver_name: '',
  receiver_phone: '',
  hours: '',
  notes: '',
};

const STATE_OPTIONS = MEXICAN_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * "Sitios de entrega": the job sites (obras) and warehouses the customer's material goes to, each
 * with who receives it; added, edited and deleted here, chosen when an offer is accepted.
 */
export function DeliverySitesSection({ uid }: { uid: string }) {
  const live = useDeliverySites(uid);
  const sites = live.status === 'ready' ? live.value : undefined;
  const [editing, setEditing] = useState<TSavedDeliverySite | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TSavedDeliverySite | null>(null);
  const [busyDeleting, setBusyDeleting] = useState(false);

  const full = sites !== undefined && sites.length >= DELIVERY_SITES_LIMIT;

  const confirmDelete = () => {
    if (deleting === null) return;
    setBusyDeleting(true);
    void loadAccountRuntime()
      .then((runtime) => runtime.removeDeliverySite(uid, deleting.id))
      .then(
        () => {
          toast.success(`Borramos «${deleting.name}» de tus sitios de entrega.`);
          setDeleting(null);
        },
        (error: unknown) => toast.error(toAppError(error, 'site/delete-failed').userMessage),
      )
      .finally(() => setBusyDeleting(false));
  };

  return (
    <section
      aria-labelledby="delivery-sites-title"
      className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="delivery-sites"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="delivery-sites-title" className="mb-1 text-lg font-bold text-slate-900">
            Sitios de entrega
          </h2>
          <p className="text-sm text-slate-600">Tus obras y bodegas, con quién recibe el material en cada una.</p>
        </div>
        {sites === undefined ? null : (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={full}
            aria-describedby={full ? 'delivery-sites-full' : undefined}
            onClick={() => setEditing('new')}
          >
            Agregar sitio de entrega
          </button>
        )}
      </div>
      {full ? (
        <p id="delivery-sites-full" className="mb-3 text-sm text-slate-700">
          {getErrorEntry('site/limit-reached').message}
        </p>
      ) : null}
      {live.status === 'error' ? (
        <LiveError error={live.error} onRetry={live.retry} testId="sites-read-error" />
      ) : sites === undefined ? (
        <p role="status" className="text-sm text-slate-600">
          Cargando tus sitios de entrega…
        </p>
      ) : sites.length === 0 ? (
        <p className="text-sm text-slate-700" data-testid="delivery-sites-empty">
          Aún no tienes sitios de entrega. Agrega la dirección de tu obra para recibir ahí tu material.
        </p>
      ) : (
        <ul className="grid gap-3">
          {sites.map((site) => (
            <li
              key={site.id}
              className="flex flex-col gap-2 rounded-md border border-slate-200 p-4"
              data-testid="delivery-site"
            >
              <h3 className="font-semibold text-slate-900">{site.name}</h3>
              <DeliverySiteDetails site={site} />
              <div className="mt-auto flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-label={`Editar ${site.name}`}
                  onClick={() => setEditing(site)}
                >
                  Editar
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-label={`Borrar ${site.name}`}
                  onClick={() => setDeleting(site)}
                >
                  Borrar
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? null : (
        <SiteEditor
          key={editing === 'new' ? 'new' : editing.id}
          uid={uid}
          site={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="¿Borrar este sitio de entrega?"
        description={deleting === null ? '' : `«${deleting.name}» dejará de aparecer al aceptar una cotización.`}
        confirmLabel="Borrar sitio"
        busy={busyDeleting}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

/**
 * The dialog that adds a site or edits one; a failed save keeps every value and offers "Reintentar".
 * `onSaved` hears of the site as saved (the accept dialog chooses the one just added).
 */
export function SiteEditor({
  uid,
  site,
  onClose,
  onSaved,
}: {
  uid: string;
  site: TSavedDeliverySite | null;
  onClose: () => void;
  onSaved?: (saved: TSavedDeliverySite) => void;
}) {
  const [values, setValues] = useState<TSiteFields>(
    site === null ? EMPTY_SITE : { ...site, receiver_phone: formatPhoneMx(site.receiver_phone) },
  );
  const { formRef, errors, setErrors } = useFieldErrors();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const field = (name: keyof TSiteFields) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = deliverySiteFieldErrors(values);
    setErrors(problems);
    setSaveError(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    void loadAccountRuntime()
      .then((runtime) => runtime.storeDeliverySite(uid, site?.id ?? null, values))
      .then(
        (saved) => {
          toast.success(site === null ? `Agregamos «${saved.name}».` : `Guardamos «${saved.name}».`);
          onSaved?.(saved);
          onClose();
        },
        (error: unknown) => setSaveError(toAppError(error, 'site/save-failed').userMessage),
      )
      .finally(() => setSaving(false));
  };

  return (
    <AppDialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
      title={site === null ? 'Nuevo sitio de entrega' : `Editar «${site.name}»`}
      description="Donde entregamos tu material y quién lo recibe."
      size="wide"
      closeLabel="Cerrar"
      closeDisabled={saving}
      testId="site-editor"
    >
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label="Nombre del sitio"
          hint="Por ejemplo «Obra Monterrey Centro»."
          maxLength={80}
          {...field('name')}
        />
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
          <TextField label="Calle" autoComplete="address-line1" {...field('street')} />
          <TextField label="Número exterior" {...field('exterior_number')} />
          <TextField label="Número interior" hint="Opcional." {...field('interior_number')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Colonia" {...field('colonia')} />
          <TextField label="Municipio o alcaldía" autoComplete="address-level2" {...field('municipio')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Estado" placeholder="Elige el estado" options={STATE_OPTIONS} {...field('estado')} />
          <TextField
            label="Código postal"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            {...field('codigo_postal')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Quién recibe" autoComplete="name" {...field('receiver_name')} />
          <TextField
            label="Teléfono de quien recibe"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="10 dígitos."
            {...field('receiver_phone')}
          />
        </div>
        <TextField
          label="Horario de recepción"
          hint="Opcional. Por ejemplo «Lunes a viernes de 8:00 a 17:00»."
          {...field('hours')}
        />
        <TextAreaField
          label="Indicaciones"
          hint="Opcional: acceso, estacionamiento, otra persona que puede recibir."
          rows={3}
          {...field('notes')}
        />
        {saveError === null ? null : (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="site-save-error">
            {saveError}
          </p>
        )}
        <DialogActions>
          <DialogClose className={secondaryButtonClass} disabled={saving}>
            Cancelar
          </DialogClose>
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? 'Guardando…' : saveError === null ? 'Guardar sitio' : 'Reintentar'}
          </button>
        </DialogActions>
      </form>
    </AppDialog>
  );
}
