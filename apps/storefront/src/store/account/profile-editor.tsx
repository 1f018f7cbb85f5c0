'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import { ZUserProfileUpdate, formatPhoneMx, toAppError, type TUserProfile } from '@voltia/domain';
import { loadAccountRuntime } from '@/shared/account/load-account-runtime';
import { dispatchLogin, useLoginState } from '@/shared/account/identity-store';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import {
  TextField,
  fieldErrors,
  useFieldErrors,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/shared/ui/text-field';
import { DeliverySitesSection } from './delivery-sites';
import { FiscalDataSection } from './fiscal-data-form';
import { PhoneForm } from './phone-form';
import { RequireCustomer } from './require-customer';

/** The customer's profile: names and picture URL are editable; email comes from sign-in, the phone from its verification; then the invoice data and the delivery sites. */
export function ProfileEditor() {
  return (
    <RequireCustomer reason="Ingresa para ver y editar tu perfil.">
      {(user) => <ProfileForm uid={user.id} />}
    </RequireCustomer>
  );
}

function ProfileForm({ uid }: { uid: string }) {
  const [profile, setProfile] = useState<TUserProfile | null | 'error'>(null);
  const { formRef, errors, setErrors } = useFieldErrors();
  const [saving, setSaving] = useState(false);

  // Live: a phone verified below shows as soon as it is saved.
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const failed = (error: unknown) => {
      if (cancelled) return;
      toast.error(toAppError(error, 'profile/read-failed').userMessage);
      setProfile('error');
    };
    void loadAccountRuntime()
      .then((runtime) => {
        if (cancelled) return;
        unsubscribe = runtime.watchProfile(uid, (next) => setProfile(next ?? 'error'), failed);
      })
      .catch(failed);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [uid]);

  if (profile === null) return <p role="status">Cargando tu perfil…</p>;
  if (profile === 'error')
    return <p role="alert">No se pudo cargar tu perfil. Actualiza la página e inténtalo de nuevo.</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const image = String(data.get('urlImage') ?? '').trim();
    const update = {
      first_name: data.get('first_name'),
      last_name: data.get('last_name'),
      urlImage: image === '' ? null : image,
    };
    const parsed = ZUserProfileUpdate.safeParse(update);
    if (!parsed.success) {
      setErrors(
        fieldErrors(
          parsed.error.issues.map((issue) =>
            issue.path[0] === 'urlImage'
              ? { ...issue, message: 'Escribe una dirección web que empiece con https://' }
              : issue,
          ),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    void loadAccountRuntime()
      .then((runtime) => runtime.saveProfile(profile, parsed.data))
      .then((saved) => {
        if (saved) {
          setProfile(saved);
          toast.success('Guardamos tu perfil.');
        }
      })
      .finally(() => setSaving(false));
  };

  const emailConfirmed = profile.email_verified_at ?? null;

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
        aria-label="Editar perfil"
      >
        <div className="grid gap-4 xs:grid-cols-2">
          <TextField
            label="Nombre"
            name="first_name"
            defaultValue={profile.first_name}
            autoComplete="given-name"
            error={errors.first_name}
          />
          <TextField
            label="Apellido"
            name="last_name"
            defaultValue={profile.last_name}
            autoComplete="family-name"
            error={errors.last_name}
          />
        </div>
        <TextField
          label="Foto (dirección web)"
          name="urlImage"
          type="url"
          defaultValue={profile.urlImage ?? ''}
          error={errors.urlImage}
          hint="Opcional."
        />
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {[
            { term: 'Correo electrónico', value: profile.email ?? 'Sin correo', testId: 'profile-email' },
            ...(profile.email
              ? [
                  {
                    term: 'Confirmación del correo',
                    value: emailConfirmed ? `Confirmado el ${formatQuoteDate(emailConfirmed)}` : 'Sin confirmar',
                    testId: 'profile-email-status',
                  },
                ]
              : []),
            {
              term: 'Teléfono verificado',
              value: profile.phone_1 === null ? 'Sin teléfono' : formatPhoneMx(profile.phone_1),
              testId: 'profile-phone',
            },
          ].map((item) => (
            <div key={item.testId}>
              <dt className="font-semibold text-slate-700">{item.term}</dt>
              <dd className="break-words text-slate-900" data-testid={item.testId}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {saving ? 'Guardando…' : 'Guardar cambios'}
          </button>
          {profile.email && !emailConfirmed ? (
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() =>
                void loadAccountRuntime()
                  .then((runtime) => runtime.resendVerificationEmail())
                  .then((sent) => {
                    if (sent) toast.success('Te enviamos un correo para confirmar tu dirección.');
                  })
              }
            >
              Reenviar correo de verificación
            </button>
          ) : null}
        </div>
      </form>
      {profile.phone_1 === null ? <PhoneSection /> : null}
      <FiscalDataSection uid={uid} />
      <DeliverySitesSection uid={uid} />
    </div>
  );
}

/** Spec 4: a customer who signed up by email or Google verifies a phone; confirming saves phone_1. */
function PhoneSection() {
  const state = useLoginState();
  // A message left over from the sign-in screen does not belong here.
  useEffect(() => dispatchLogin({ type: 'error_cleared' }), []);
  return (
    <section aria-labelledby="verify-phone-title" className="rounded-lg border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="verify-phone-title" className="mb-1 text-lg font-bold text-slate-900">
        Verifica tu teléfono
      </h2>
      <p className="mb-4 text-sm text-slate-600">
        Te enviaremos un código por SMS. Con él también podrás ingresar con tu teléfono.
      </p>
      <PhoneForm busy={state.isLoading} purpose="add-to-account" />
    </section>
  );
}
