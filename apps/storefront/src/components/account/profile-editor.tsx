'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ZUserProfileUpdate, toAppError, type TUserProfile } from '@voltia/domain';
import { loadAccountRuntime } from '@/account/identity-store';
import { TextField, fieldErrors, primaryButtonClass, secondaryButtonClass } from '../forms/text-field';
import { RequireCustomer } from './require-customer';

/** The customer's profile (spec 3): names and picture URL are editable; email and phone come from sign-in. */
export function ProfileEditor() {
  return <RequireCustomer reason="Ingresa para ver y editar tu perfil.">{(user) => <ProfileForm uid={user.id} />}</RequireCustomer>;
}

function ProfileForm({ uid }: { uid: string }) {
  const [profile, setProfile] = useState<TUserProfile | null | 'error'>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void loadAccountRuntime()
      .then((runtime) => runtime.loadProfile(uid))
      .then((loaded) => {
        if (!cancelled) setProfile(loaded ?? 'error');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        toast.error(toAppError(error, 'profile/read-failed').userMessage);
        setProfile('error');
      });
    return () => {
      cancelled = true;
    };
  }, [uid]);

  if (profile === null) return <p role="status">Cargando tu perfil…</p>;
  if (profile === 'error') return <p role="alert">No se pudo cargar tu perfil. Actualiza la página e inténtalo de nuevo.</p>;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const image = String(data.get('urlImage') ?? '').trim();
    const update = { first_name: data.get('first_name'), last_name: data.get('last_name'), urlImage: image === '' ? null : image };
    const parsed = ZUserProfileUpdate.safeParse(update);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues.map((issue) => (issue.path[0] === 'urlImage' ? { ...issue, message: 'Escribe una dirección web que empiece con https://' } : issue))));
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

  return (
    <form onSubmit={submit} noValidate className="flex max-w-xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:p-6" aria-label="Editar perfil">
      <div className="grid gap-4 xs:grid-cols-2">
        <TextField label="Nombre" name="first_name" defaultValue={profile.first_name} autoComplete="given-name" error={errors.first_name} />
        <TextField label="Apellido" name="last_name" defaultValue={profile.last_name} autoComplete="family-name" error={errors.last_name} />
      </div>
      <TextField label="Foto (dirección web)" name="urlImage" type="url" defaultValue={profile.urlImage ?? ''} error={errors.urlImage} hint="Opcional." />
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-slate-700">Correo electrónico</dt>
          <dd className="break-words text-slate-900" data-testid="profile-email">
            {profile.email ?? 'Sin correo'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-700">Teléfono verificado</dt>
          <dd className="text-slate-900" data-testid="profile-phone">
            {profile.phone_1 ?? 'Sin teléfono'}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {saving ? 'Guardando…' : 'Guardar cambios'}
        </button>
        {profile.email ? (
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
  );
}
