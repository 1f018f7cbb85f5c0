'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { useAccountRuntime } from '@/shared/account/load-account-runtime';
import { useLoginState } from '@/shared/account/identity-store';
import { offersStaffArea } from './staff-entry';
import { CustomerQuotes } from '@/store/quotes/customer-quotes';
import { CustomerOrders } from '@/store/orders/customer-orders';

/** How many of the newest orders the landing lists; "Mis pedidos" has them all. */
const LANDING_ORDERS = 5;

const OFFERS = [
  { title: 'Listas por obra o proyecto', text: 'Guarda varias listas y elige cuál es tu carrito activo.' },
  {
    title: 'Cotizaciones a tu medida',
    text: 'Nuestro equipo de ventas te envía precios para tu volumen y condiciones.',
  },
  {
    title: 'Seguimiento en línea',
    text: 'Sigue cada solicitud, recibe los precios con su PDF y acéptalos, recházalos o cancélala en línea.',
  },
];

/** /b2b: what the area offers, sign-in for visitors, the customer's quotes and orders once signed in. */
export function B2bLanding() {
  useAccountRuntime(true);
  const state = useLoginState();
  return (
    <div className="flex flex-col gap-10">
      <ul className="grid gap-4 md:grid-cols-3">
        {OFFERS.map((offer) => (
          <li key={offer.title} className="rounded-lg border border-slate-200 bg-white p-5">
            <h2 className="mb-1 font-bold text-slate-900">{offer.title}</h2>
            <p className="text-sm text-slate-600">{offer.text}</p>
          </li>
        ))}
      </ul>
      {state.isLoading && state.user === null ? null : state.user === null ? (
        <div className="flex flex-wrap gap-3">
          <IntentLink href="/b2b/login?next=%2Fb2b" className={primaryButtonClass}>
            Ingresar o crear cuenta
          </IntentLink>
          <IntentLink href="/productos" className={secondaryButtonClass}>
            Ver catálogo
          </IntentLink>
        </div>
      ) : (
        <>
          {offersStaffArea(state.user.email) ? (
            <section aria-labelledby="area-ventas" className="rounded-lg border border-primary/30 bg-primary-light p-5">
              <h2 id="area-ventas" className="mb-1 text-lg font-bold text-slate-900">
                Área de ventas
              </h2>
              <p className="mb-4 text-sm text-slate-700">
                Atiende las solicitudes de cotización de los clientes. Para entrar, tu correo de la empresa debe estar
                confirmado.
              </p>
              <IntentLink href="/cotizacion" className={primaryButtonClass}>
                Ir a cotizaciones
              </IntentLink>
            </section>
          ) : null}
          <section aria-labelledby="mis-cotizaciones">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="mis-cotizaciones" className="text-xl font-bold text-slate-900">
                Mis cotizaciones
              </h2>
              <IntentLink
                href="/b2b/perfil"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-2 hover:underline"
              >
                Mi perfil
              </IntentLink>
            </div>
            <CustomerQuotes uid={state.user.id} />
          </section>
          <section aria-labelledby="mis-pedidos">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="mis-pedidos" className="text-xl font-bold text-slate-900">
                Mis pedidos
              </h2>
              <IntentLink
                href="/b2b/pedidos"
                className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline-offset-2 hover:underline"
              >
                Ver todos mis pedidos
              </IntentLink>
            </div>
            <CustomerOrders uid={state.user.id} limit={LANDING_ORDERS} />
          </section>
        </>
      )}
    </div>
  );
}
