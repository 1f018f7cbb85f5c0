'use client';

import type { TFiscalData } from '@voltia/domain';
import type { TSavedDeliverySite } from '@voltia/firebase-client/staff';
import { DeliverySiteDetails, FiscalDataList } from '@/shared/billing/billing-summary';
import { useLive } from '@/shared/live/use-live';
import { LiveError } from '@/shared/ui/live-content';
import { signedInStaffBackend, type TStaffBackend } from '../../staff-backend';

/**
 * The customer's invoice (CFDI 4.0) data and delivery sites as they keep them on their profile,
 * live, under the quote's header (unfolded once the offer is accepted): what the rep copies into the invoice and the delivery
 * instead of asking for it by email. An anonymous visitor's quote has none.
 */
export function CustomerBillingPanel({ customerUid, openAtFirst }: { customerUid: string; openAtFirst: boolean }) {
  const fiscal = useLive<TStaffBackend, TFiscalData | null>(
    `fiscal#${customerUid}`,
    signedInStaffBackend,
    (backend, onValue, onError) => backend.subscribeFiscalData(backend.getDb(), customerUid, onValue, onError),
    { readFailed: 'fiscal/read-failed' },
  );
  const sites = useLive<TStaffBackend, readonly TSavedDeliverySite[]>(
    `sites#${customerUid}`,
    signedInStaffBackend,
    (backend, onValue, onError) => backend.subscribeDeliverySites(backend.getDb(), customerUid, onValue, onError),
    { readFailed: 'site/read-failed' },
  );
  const siteCount = sites.status === 'ready' ? sites.value.length : null;
  return (
    <details
      className="group rounded-lg border border-slate-200 bg-white"
      data-testid="customer-billing"
      // Open once the offer is accepted, when the invoice and the delivery are next.
      open={openAtFirst}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm font-semibold text-slate-900">
        Facturación y entrega del cliente
        <span className="font-normal text-slate-600">
          {fiscal.status === 'ready'
            ? fiscal.value === null
              ? '· sin datos de facturación'
              : `· RFC ${fiscal.value.rfc}`
            : ''}
          {siteCount === null ? '' : ` · ${siteCount === 1 ? '1 sitio de entrega' : `${siteCount} sitios de entrega`}`}
        </span>
      </summary>
      <div className="grid gap-6 border-t border-slate-200 p-4 lg:grid-cols-2">
        <section aria-labelledby="cliente-facturacion">
          <h2 id="cliente-facturacion" className="mb-2 text-base font-bold text-slate-900">
            Datos de facturación
          </h2>
          {fiscal.status === 'error' ? (
            <LiveError error={fiscal.error} onRetry={fiscal.retry} />
          ) : fiscal.status === 'loading' ? (
            <p role="status" className="text-sm text-slate-600">
              Cargando…
            </p>
          ) : fiscal.value === null ? (
            <p className="text-sm text-slate-700">El cliente aún no registra sus datos de facturación.</p>
          ) : (
            <FiscalDataList data={fiscal.value} />
          )}
        </section>
        <section aria-labelledby="cliente-sitios">
          <h2 id="cliente-sitios" className="mb-2 text-base font-bold text-slate-900">
            Sitios de entrega
          </h2>
          {sites.status === 'error' ? (
            <LiveError error={sites.error} onRetry={sites.retry} />
          ) : sites.status === 'loading' ? (
            <p role="status" className="text-sm text-slate-600">
              Cargando…
            </p>
          ) : sites.value.length === 0 ? (
            <p className="text-sm text-slate-700">El cliente aún no registra sitios de entrega.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {sites.value.map((site) => (
                <li key={site.id} className="flex flex-col gap-1" data-testid="customer-site">
                  <h3 className="text-sm font-semibold text-slate-900">{site.name}</h3>
                  <DeliverySiteDetails site={site} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </details>
  );
}
