'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { useRouter } from 'next/navigation';
import type { Route } from 'next';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import { UNTITLED_QUOTE_TITLE, ZQuoteRequestDetails, quoteTitle, toAppError, type TLoginUser } from '@voltia/domain';
import { getCartStore } from '@/shared/cart/cart-client';
import { CART_STORAGE_KEYS, type TCartKind } from '@/shared/cart/cart-view-model';
import { useCartView } from '@/store/cart/use-cart-view';
import { loadQuotesBackend } from './use-quotes';
import { TextField, fieldErrors, useFieldErrors, inputClass, primaryButtonClass } from '@/shared/ui/text-field';
import { LEGAL_PAGES } from '@/store/legal/legal-pages';
import { RequireCustomer } from '@/store/account/require-customer';

/** Request a quote: contact, company, tax id, delivery city and notes. */
export function QuoteRequestForm({ kind }: { kind: TCartKind }) {
  return (
    <RequireCustomer reason="Ingresa o crea tu cuenta para solicitar la cotización. Tus productos se conservan.">
      {(user) => <RequestForm kind={kind} user={user} />}
    </RequireCustomer>
  );
}

function RequestForm({ kind, user }: { kind: TCartKind; user: TLoginUser }) {
  const cart = useCartView(kind);
  const router = useRouter();
  const { formRef, errors, setErrors } = useFieldErrors();
  const [sending, setSending] = useState(false);
  // One submission per quote even with a double click; the function is idempotent as well.
  const inFlight = useRef(false);

  if (cart.status === 'loading') return <p role="status">Cargando tus productos…</p>;
  if (cart.status === 'empty' || cart.lines.length === 0 || cart.quoteId === null) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
        No hay productos para cotizar.{' '}
        <IntentLink href="/productos" className="font-semibold text-primary underline">
          Ver catálogo
        </IntentLink>
      </p>
    );
  }
  const quoteId = cart.quoteId;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const data = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = ZQuoteRequestDetails.safeParse(data);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    inFlight.current = true;
    setSending(true);
    void loadQuotesBackend()
      .then((backend) => backend.submitQuoteRequest(quoteId, parsed.data))
      .then(async (answer) => {
        // The request is sent: a new, empty cart starts.
        window.localStorage.removeItem(CART_STORAGE_KEYS[kind]);
        (await getCartStore(kind)).adoptQuoteId(null);
        toast.success(
          answer.quote_number === undefined
            ? 'Recibimos tu solicitud. Te enviaremos la cotización pronto.'
            : `Recibimos tu solicitud ${answer.quote_number}. Te enviaremos la cotización pronto.`,
        );
        router.push(`/b2b/cotizaciones/${quoteId}` as Route);
      })
      .catch((error: unknown) => {
        inFlight.current = false;
        setSending(false);
        toast.error(toAppError(error, 'quote/submit-failed').userMessage);
      });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 sm:p-6"
        aria-label="Datos de la solicitud"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Nombre de contacto"
            name="contact_name"
            defaultValue={user.full_name}
            autoComplete="name"
            error={errors.contact_name}
          />
          <TextField
            label="Correo electrónico"
            name="email"
            type="email"
            defaultValue={user.email ?? ''}
            autoComplete="email"
            error={errors.email}
          />
          <TextField
            label="Teléfono"
            name="phone"
            type="tel"
            defaultValue={user.phone ?? ''}
            autoComplete="tel"
            hint="Con el código de país, por ejemplo +52 55 1234 5678."
            error={errors.phone}
          />
          <TextField label="Empresa o razón social" name="company" autoComplete="organization" error={errors.company} />
          <TextField label="Identificación fiscal (RFC, NIT, CUIT…)" name="tax_id" error={errors.tax_id} />
          <TextField
            label="Ciudad de entrega"
            name="delivery_city"
            autoComplete="address-level2"
            error={errors.delivery_city}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="notes" className="text-sm font-semibold text-slate-800">
            Notas (opcional)
          </label>
          <textarea
            id="notes"
            name="notes"
            rows={4}
            className={inputClass}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? 'notes-error' : undefined}
          />
          {errors.notes ? (
            <p id="notes-error" className="text-sm font-medium text-red-700">
              {errors.notes}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-slate-600">
          Una solicitud no es un pedido: te enviamos una cotización con su vigencia para que la aceptes (
          <IntentLink href={LEGAL_PAGES.terms.href} className="font-medium text-primary underline underline-offset-2">
            términos y condiciones
          </IntentLink>
          ). Tratamos tus datos conforme a nuestro{' '}
          <IntentLink href={LEGAL_PAGES.privacy.href} className="font-medium text-primary underline underline-offset-2">
            aviso de privacidad
          </IntentLink>
          .
        </p>
        <button type="submit" className={primaryButtonClass} disabled={sending}>
          {sending ? 'Enviando solicitud…' : 'Enviar solicitud'}
        </button>
      </form>
      <aside aria-labelledby="resumen" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id="resumen" className="mb-3 font-bold text-slate-900">
          {cart.alias === null ? UNTITLED_QUOTE_TITLE : quoteTitle({ quote_number: null, alias: cart.alias })}
        </h2>
        <ul className="flex flex-col gap-2 text-sm">
          {cart.lines.map((line) => (
            <li key={line.product_id} className="flex justify-between gap-3">
              <span>{line.sku_description}</span>
              <span className="shrink-0 font-semibold">× {line.quantity}</span>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
