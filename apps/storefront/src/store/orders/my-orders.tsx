'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { RequireCustomer } from '@/store/account/require-customer';
import { CustomerOrders } from './customer-orders';

/** /b2b/pedidos: every order of the signed-in customer, behind the customer guard. */
export function MyOrders() {
  return (
    <RequireCustomer reason="Ingresa para ver tus pedidos.">
      {(user) => (
        <div className="flex flex-col gap-4">
          <CustomerOrders uid={user.id} />
          <p className="text-sm text-slate-600">
            ¿Buscas una cotización?{' '}
            <IntentLink href="/b2b" className="font-semibold text-primary underline-offset-2 hover:underline">
              Ve a Mis cotizaciones
            </IntentLink>
          </p>
        </div>
      )}
    </RequireCustomer>
  );
}
