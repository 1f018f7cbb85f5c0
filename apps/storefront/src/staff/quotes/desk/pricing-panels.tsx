'use client';

import { useEffect, useRef, useState } from 'react';
import {
  discountApprovalState,
  formatMoney,
  formatPercentBp,
  quoteMargin,
  type TBelowCostLine,
  type TDeskLine,
  type TDeskListPrices,
  type TDiscountApproval,
  type TStaffMember,
  type TStaffRef,
} from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { primaryButtonClass } from '@/shared/ui/text-field';
import type { TLive } from '@/shared/live/use-live';
import { loadStaffBackend } from '../../staff-backend';
import { APPROVAL_THRESHOLD_TEXT, belowCostLineText, quoteMarginSummary } from './desk-margins';
import { approversText } from './discount-approval-view';
import { failureMessage } from '@/shared/ui/failure-message';

/** The quote's margin for staff: net sale against cost, and what the figure leaves out. Never shown to customers. */
export function MarginPanel({ lines, prices }: { lines: readonly TDeskLine[]; prices: TLive<TDeskListPrices> }) {
  return (
    <section
      aria-labelledby="margen"
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-testid="quote-margin"
    >
      <h2 id="margen" className="text-base font-bold text-slate-900">
        Margen (solo personal)
      </h2>
      {prices.status === 'loading' ? (
        <p className="mt-2 text-sm text-slate-600">Cargando costos…</p>
      ) : prices.status === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {prices.error.userMessage}
        </p>
      ) : (
        <MarginFigures lines={lines} prices={prices.value} />
      )}
    </section>
  );
}

function MarginFigures({ lines, prices }: { lines: readonly TDeskLine[]; prices: TDeskListPrices }) {
  const margin = quoteMargin(lines, prices);
  const summary = quoteMarginSummary(margin);
  const below = margin.margin_bp !== null && margin.margin_bp < 0;
  return (
    <>
      <dl className="mt-3 flex flex-col gap-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Venta neta (sin IVA)</dt>
          <dd className="tabular-nums text-slate-900">{formatMoney(margin.net_cents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">Costo</dt>
          <dd className="tabular-nums text-slate-900" data-testid="margin-cost">
            {formatMoney(margin.cost_cents)}
          </dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>Margen de la cotización</dt>
          <dd className={`tabular-nums ${below ? 'text-red-700' : ''}`} data-testid="margin-total">
            {summary.margin}
          </dd>
        </div>
      </dl>
      {summary.notes.length === 0 ? null : (
        <ul
          className="mt-3 flex flex-col gap-1 rounded-button bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="margin-notes"
        >
          {summary.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The lines priced below their cost, by SKU with their margin: the approver and the sender see them. */
export function BelowCostList({ lines }: { lines: readonly TBelowCostLine[] }) {
  if (lines.length === 0) return null;
  return (
    <div
      className="mt-2 rounded-button border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900"
      data-testid="below-cost-lines"
    >
      <p className="font-semibold">
        {lines.length === 1 ? '1 producto por debajo del costo:' : `${lines.length} productos por debajo del costo:`}
      </p>
      <ul className="ml-5 list-disc" aria-label="Productos por debajo del costo">
        {lines.map((line) => (
          <li key={line.product_id} className="tabular-nums">
            {belowCostLineText(line)}
          </li>
        ))}
      </ul>
    </div>
  );
}

type TApprovalPanelProps = {
  readonly quoteId: string;
  /** The lines as shown (with unsaved edits): what the state is about. */
  readonly lines: readonly TDeskLine[];
  /** The saved lines: what an approval covers (the quotes function compares them). */
  readonly savedLines: readonly TDeskLine[];
  readonly approval: TDiscountApproval | null | undefined;
  readonly assignee: TStaffRef | null;
  readonly staff: TLive<readonly TStaffMember[]>;
  readonly myUid: string;
  readonly unsaved: boolean;
  readonly editable: boolean;
  /** The lines sold below their cost, which whoever approves or sends should see. */
  readonly belowCost: readonly TBelowCostLine[];
};

/**
 * "Requiere aprobación": a discount above 15 % needs another staff member's approval before the
 * quote can be sent. Lists the discounts and who may approve; "Aprobar descuentos" for anyone but
 * the assignee; "Descuentos aprobados por …" once given.
 */
export function DiscountApprovalPanel({
  quoteId,
  lines,
  savedLines,
  approval,
  assignee,
  staff,
  myUid,
  unsaved,
  editable,
  belowCost,
}: TApprovalPanelProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = discountApprovalState(lines, approval);
  // "Aprobar descuentos" goes away with the approval: the focus moves to what replaced it, not to the page.
  const approvedHere = useRef(false);
  const approvedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.kind !== 'approved' || !approvedHere.current) return;
    approvedHere.current = false;
    approvedHeading.current?.focus();
  }, [state.kind]);
  if (state.kind === 'not-needed') {
    if (belowCost.length === 0 || !editable) return null;
    return (
      <section
        aria-labelledby="aprobacion"
        className="rounded-lg border border-red-200 bg-white p-4 text-sm"
        data-testid="discount-approval"
        data-state="not-needed"
      >
        <h2 id="aprobacion" className="text-base font-bold text-slate-900">
          Revisión antes de enviar
        </h2>
        <BelowCostList lines={belowCost} />
      </section>
    );
  }

  if (state.kind === 'approved') {
    return (
      <section
        aria-labelledby="aprobacion"
        className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        data-testid="discount-approval"
        data-state="approved"
      >
        <h2 id="aprobacion" ref={approvedHeading} tabIndex={-1} className="text-base font-bold focus:outline-none">
          Descuentos aprobados
        </h2>
        <p className="mt-1">
          Aprobados por {state.approval.by.uid === myUid ? `${state.approval.by.name} (tú)` : state.approval.by.name}.
          {state.approval.by.uid === myUid ? ' Otra persona del equipo debe enviar la cotización.' : null}
        </p>
        <BelowCostList lines={belowCost} />
      </section>
    );
  }

  const mayApprove = editable && assignee?.uid !== myUid;
  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const seen = discountApprovalState(savedLines, null);
      const discounts =
        seen.kind === 'not-needed'
          ? []
          : seen.needed.map(({ product_id, discount_bp }) => ({ product_id, discount_bp }));
      const backend = await loadStaffBackend();
      approvedHere.current = true;
      await backend.approveQuoteDiscounts(quoteId, discounts);
      toast.success('Aprobaste los descuentos.');
    } catch (caught) {
      approvedHere.current = false;
      const message = failureMessage(caught, 'desk/approval-failed');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="aprobacion"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="discount-approval"
      data-state={state.kind}
    >
      <h2 id="aprobacion" className="text-base font-bold">
        Requiere aprobación
      </h2>
      <p className="mt-1">
        {APPROVAL_THRESHOLD_TEXT} necesitan que otra persona del equipo los apruebe antes de enviar.
        {state.kind === 'stale'
          ? ` La aprobación de ${state.approval.by.name} ya no cubre los descuentos actuales.`
          : null}
      </p>
      <ul className="mt-2 flex flex-col gap-0.5" aria-label="Descuentos por aprobar">
        {state.needed.map((discount) => (
          <li key={discount.product_id}>
            SKU <span className="font-mono">{discount.sku}</span>:{' '}
            <span className="font-semibold tabular-nums">{formatPercentBp(discount.discount_bp)}</span>
          </li>
        ))}
      </ul>
      <BelowCostList lines={belowCost} />
      <p className="mt-2" data-testid="approvers">
        {approversText(staff.status === 'ready' ? staff.value : null, assignee)}
      </p>
      {mayApprove ? (
        <div className="mt-3 flex flex-col gap-2">
          <button
            type="button"
            className={`${primaryButtonClass} self-start`}
            disabled={busy || unsaved}
            onClick={() => void approve()}
            aria-describedby={unsaved ? 'aprobacion-espera' : undefined}
          >
            {busy ? 'Aprobando…' : 'Aprobar descuentos'}
          </button>
          {unsaved ? (
            <p id="aprobacion-espera" className="text-xs">
              Espera a que se guarden los cambios para aprobar.
            </p>
          ) : null}
        </div>
      ) : null}
      {error === null ? null : (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {error}
        </p>
      )}
    </section>
  );
}
