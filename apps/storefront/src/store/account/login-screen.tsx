'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import type { Route } from 'next';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import { PASSWORD_POLICY_TEXT, ZRegistration, ZSignInCredentials, safeNextPath } from '@voltia/domain';
import { loadAccountRuntime, useAccountRuntime } from '@/shared/account/load-account-runtime';
import { dispatchLogin, useLoginState } from '@/shared/account/identity-store';
import {
  TextField,
  fieldErrors,
  useFieldErrors,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/shared/ui/text-field';
import { LoginError } from './login-error';
import { PhoneForm } from './phone-form';

type TMode = 'signin' | 'register' | 'phone' | 'reset';

const panelClass =
  'rounded-button focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary';

const TABS: { mode: TMode; label: string }[] = [
  { mode: 'signin', label: 'Iniciar sesión' },
  { mode: 'register', label: 'Crear cuenta' },
  { mode: 'phone', label: 'Con teléfono' },
];

/** /b2b/login: email and password, registration, Google, phone code and password reset. */
export function LoginScreen() {
  useAccountRuntime(true);
  const state = useLoginState();
  const router = useRouter();
  const next = safeNextPath(useSearchParams().get('next'));
  const [mode, setMode] = useState<TMode>('signin');
  const leaving = !state.isLoading && state.user !== null;

  // Signed in (now or already): back to where the visitor came from.
  useEffect(() => {
    if (leaving) router.replace(next as Route);
  }, [leaving, next, router]);

  const choose = (target: TMode) => {
    dispatchLogin({ type: 'error_cleared' });
    setMode(target);
  };

  const busy = state.isLoading && !leaving;

  return (
    <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {mode === 'reset' ? (
        <ResetForm busy={busy} onBack={() => choose('signin')} />
      ) : (
        // Radix Tabs: arrow keys move between the tabs, Tab goes on to the panel (WAI-ARIA tabs).
        <Tabs.Root value={mode} onValueChange={(value) => choose(value as TMode)}>
          <Tabs.List
            aria-label="Forma de ingresar"
            className="mb-6 grid grid-cols-3 gap-1 rounded-button bg-slate-100 p-1 text-sm"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.mode}
                value={tab.mode}
                className="min-h-11 rounded-button px-2 font-semibold text-slate-600 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-primary data-[state=active]:shadow-sm"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="signin" className={panelClass}>
            <SignInForm busy={busy} onForgot={() => choose('reset')} />
          </Tabs.Content>
          <Tabs.Content value="register" className={panelClass}>
            <RegisterForm busy={busy} />
          </Tabs.Content>
          <Tabs.Content value="phone" className={panelClass}>
            <PhoneForm busy={busy} purpose="sign-in" />
          </Tabs.Content>
        </Tabs.Root>
      )}
      {mode !== 'reset' ? (
        <>
          <div className="my-6 flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
            <span className="h-px flex-1 bg-slate-200" /> o <span className="h-px flex-1 bg-slate-200" />
          </div>
          <button
            type="button"
            className={`${secondaryButtonClass} w-full`}
            disabled={busy}
            onClick={() => void loadAccountRuntime().then((runtime) => runtime.signInByGoogle())}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
              <path
                fill="#4285F4"
                d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
              />
              <path
                fill="#34A853"
                d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23Z"
              />
              <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
              <path
                fill="#EA4335"
                d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
              />
            </svg>
            Continuar con Google
          </button>
        </>
      ) : null}
    </div>
  );
}

function SignInForm({ busy, onForgot }: { busy: boolean; onForgot: () => void }) {
  const state = useLoginState();
  const { formRef, errors, setErrors } = useFieldErrors();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ZSignInCredentials.safeParse({ email: data.get('email'), password: data.get('password') });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    void loadAccountRuntime().then((runtime) => runtime.signInByEmail(parsed.data));
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Iniciar sesión con correo"
    >
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
      <LoginError code={state.error} />
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? 'Ingresando…' : 'Ingresar'}
      </button>
      <button
        type="button"
        onClick={onForgot}
        className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-primary underline-offset-2 hover:underline"
      >
        ¿Olvidaste tu contraseña?
      </button>
    </form>
  );
}

function RegisterForm({ busy }: { busy: boolean }) {
  const state = useLoginState();
  const { formRef, errors, setErrors } = useFieldErrors();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = ZRegistration.safeParse(
      Object.fromEntries(['first_name', 'last_name', 'email', 'password'].map((key) => [key, data.get(key) ?? ''])),
    );
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    void loadAccountRuntime().then(async (runtime) => {
      if (await runtime.registerByEmail(parsed.data)) {
        toast.success('Tu cuenta está lista. Te enviamos un correo para confirmar tu dirección.');
      }
    });
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Crear cuenta">
      <div className="grid gap-4 xs:grid-cols-2">
        <TextField label="Nombre" name="first_name" autoComplete="given-name" required error={errors.first_name} />
        <TextField label="Apellido" name="last_name" autoComplete="family-name" required error={errors.last_name} />
      </div>
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors.email}
      />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_POLICY_TEXT}
        error={errors.password}
      />
      <LoginError code={state.error} />
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? 'Creando tu cuenta…' : 'Crear cuenta'}
      </button>
    </form>
  );
}

function ResetForm({ busy, onBack }: { busy: boolean; onBack: () => void }) {
  const state = useLoginState();
  const [sent, setSent] = useState(false);
  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Recuperar contraseña"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const email = String(new FormData(event.currentTarget).get('email') ?? '');
        void loadAccountRuntime().then(async (runtime) => setSent(await runtime.resetPassword(email)));
      }}
    >
      <h2 className="text-lg font-bold text-slate-900">Recuperar contraseña</h2>
      <p className="text-sm text-slate-600">
        Escribe tu correo y te enviaremos un enlace para crear una contraseña nueva.
      </p>
      <TextField label="Correo electrónico" name="email" type="email" autoComplete="email" required />
      <LoginError code={state.error} />
      {sent ? (
        <p role="status" className="rounded-button bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          Si el correo tiene una cuenta, recibirás un enlace para restablecer tu contraseña.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          Enviar enlace
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onBack}>
          Volver
        </button>
      </div>
    </form>
  );
}
