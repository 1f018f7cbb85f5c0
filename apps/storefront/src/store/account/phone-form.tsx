'use client';

import { useEffect, useRef, useState } from 'react';
import { toast } from '@/shared/browser/toasts';
import { loadAccountRuntime } from '@/shared/account/load-account-runtime';
import { useLoginState } from '@/shared/account/identity-store';
import { TextField, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { LoginError } from './login-error';

const TEXTS = {
  'sign-in': { form: 'Ingresar con teléfono', confirmed: null },
  'add-to-account': { form: 'Verificar teléfono', confirmed: 'Verificamos tu teléfono.' },
} as const;

/**
 * The phone flow: captcha, number, SMS code, confirm; cancel clears the held confirmation.
 * On /b2b/login it signs in; on the profile it verifies a phone for the signed-in customer.
 */
export function PhoneForm({ busy, purpose }: { busy: boolean; purpose: keyof typeof TEXTS }) {
  const state = useLoginState();
  const captchaRef = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const texts = TEXTS[purpose];

  useEffect(() => {
    const container = captchaRef.current;
    if (!container || state.confirmationResult !== null) return;
    let cleanup: (() => void) | undefined;
    let cancelled = false;
    void loadAccountRuntime().then((runtime) => {
      if (!cancelled) cleanup = runtime.mountRecaptcha(container);
    });
    return () => {
      cancelled = true;
      cleanup?.();
    };
  }, [state.confirmationResult]);

  if (state.confirmationResult !== null) {
    return (
      <form
        className="flex flex-col gap-4"
        aria-label="Confirmar código"
        onSubmit={(event) => {
          event.preventDefault();
          void loadAccountRuntime()
            .then((runtime) => runtime.confirmPhone(code))
            .then((confirmed) => {
              if (!confirmed) return;
              setCode('');
              if (texts.confirmed) toast.success(texts.confirmed);
            });
        }}
      >
        <p className="text-sm text-slate-700">Te enviamos un código por SMS al {phone}. Escríbelo para continuar.</p>
        <TextField
          label="Código de verificación"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <LoginError code={state.error} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            Confirmar código
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void loadAccountRuntime().then((runtime) => runtime.cancelPhone())}
          >
            Cancelar
          </button>
        </div>
      </form>
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      aria-label={texts.form}
      onSubmit={(event) => {
        event.preventDefault();
        void loadAccountRuntime().then((runtime) => runtime.sendPhoneCode(phone));
      }}
    >
      <TextField
        label="Número de teléfono"
        name="phone"
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        hint="Con el código de país, por ejemplo +52 55 1234 5678."
      />
      <div>
        <div ref={captchaRef} data-testid="recaptcha" />
        <p
          aria-live="polite"
          data-testid="captcha-status"
          data-resolved={state.isCaptchaResolved}
          className="mt-1 text-xs text-slate-600"
        >
          {state.isCaptchaResolved
            ? 'Verificación de seguridad completada.'
            : 'Completa la verificación de seguridad (captcha).'}
        </p>
      </div>
      <LoginError code={state.captchaError} testId="captcha-error" />
      <LoginError code={state.error} />
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        Enviar código
      </button>
    </form>
  );
}
