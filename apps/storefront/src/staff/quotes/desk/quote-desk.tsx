'use client';

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  belowCostLines,
  costsOf,
  defaultValidUntilDay,
  formatMoney,
  isChosenValidityOver,
  isDeskEditable,
  listPriceOps,
  listPricesOf,
  quoteTotals,
  type TCartLine,
  type TDeskLine,
  type TQuoteDesk,
  type TQuoteTotals,
} from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { LiveError } from '@/shared/ui/live-content';
import type { TLive } from '@/shared/live/use-live';
import { useStaffMember, type TStaffMemberSession } from '../../shell/staff-session-context';
import { AddLineForm } from './add-line-form';
import { ConfirmDialog } from '@/shared/ui/dialog';
import { CustomerBillingPanel } from './customer-billing-panel';
import { DeskHeader } from './desk-header';
import { DeskSkeleton } from './desk-skeleton';
import { HistoryTimeline } from './history-timeline';
import { LifecycleActions } from './lifecycle-actions';
import { OfferSent } from './offer-sent';
import { OfferSettingsPanel } from './offer-settings-panel';
import { PricingLines } from './pricing-lines';
import { DiscountApprovalPanel, MarginPanel } from './pricing-panels';
import { sendApprovalOf } from './discount-approval-view';
import { useListPrices } from './use-list-prices';
import { QuoteThread } from './quote-thread';
import { missingPricesText, sendBlockers } from './send-blockers';
import { TotalsPanel } from './totals-panel';
import { useDeskData, type TDeskData } from './use-desk-data';
import { useDeskSaver, useDeskView, type TDeskSaver } from './use-desk-saver';
import { fieldSelector, useLineFieldEditing } from './use-line-field-editing';
import { useLeaveGuard } from './use-leave-guard';
import { useMediaQuery } from './use-media-query';
import { useNow } from '@/shared/browser/use-now';

/** The key that jumps to the first line without a price (Alt+P, "precio"), from anywhere on the desk. */
const FIRST_UNPRICED_KEY = { code: 'KeyP', label: 'Alt+P', aria: 'Alt+P' } as const;

/** How long "Guardado" shows before it steps aside. */
const SAVED_VISIBLE_MS = 3000;

/** /cotizacion/[id]: one quote on the staff desk. */
export function QuoteDesk({ quoteId }: { quoteId: string }) {
  const me = useStaffMember();
  const data = useDeskData(quoteId);
  return (
    <div className="mx-auto flex w-full max-w-[1920px] flex-col gap-6 px-3 py-6 sm:px-6 lg:px-8">
      {deskContent(quoteId, data, me)}
    </div>
  );
}

function deskContent(quoteId: string, data: TDeskData, me: TStaffMemberSession) {
  if (data.quote.status === 'error') {
    const missing = data.quote.error.code === 'firestore/not-found';
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
        <h1 className="text-xl font-bold">
          {missing ? 'No encontramos esta cotización' : 'No se pudo cargar la cotización'}
        </h1>
        <p className="mt-2">
          {missing ? 'Revisa el enlace o búscala en la bandeja de cotizaciones.' : data.quote.error.userMessage}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          {missing || data.quote.retry === undefined ? null : (
            <button type="button" className={secondaryButtonClass} onClick={data.quote.retry}>
              Reintentar
            </button>
          )}
          <Link href="/cotizacion" className="inline-block font-semibold underline">
            Volver a cotizaciones
          </Link>
        </div>
      </div>
    );
  }
  if (data.quote.status === 'loading' || data.desk.status === 'loading') return <DeskSkeleton />;
  return (
    <DeskWorkspace
      quoteId={quoteId}
      quote={data.quote.value.quote}
      lines={data.quote.value.lines}
      desk={data.desk}
      data={data}
      me={me}
    />
  );
}

/**
 * "Guardando…", "Guardado", "Sin guardar — <why>" with "Reintentar": a live region pinned to the
 * bottom of the screen while the desk scrolls, so the rep always sees whether the work is saved.
 */
function SaveStatus({
  saver,
  invalidFields,
  totals,
  onRetry,
}: {
  saver: TDeskSaver;
  invalidFields: number;
  /** The desk's totals: the total stays in view while the rep prices (the totals panel is far below on a long quote). */
  totals: TQuoteTotals;
  /** "Reintentar": saves, and puts the focus back where the rep was (the button goes away). */
  onRetry: () => void;
}) {
  const { state } = saver;
  // A field with a value the desk refuses is not saved, whatever else was: "Guardado" would say it is.
  const status = invalidFields > 0 && saver.status !== 'failed' && saver.status !== 'saving' ? 'invalid' : saver.status;
  const text =
    status === 'saving'
      ? 'Guardando…'
      : status === 'saved'
        ? 'Guardado'
        : status === 'failed'
          ? `Sin guardar — ${state.failure ?? ''}`
          : status === 'invalid'
            ? `Sin guardar — ${invalidFields === 1 ? 'corrige el campo marcado en rojo' : `corrige los ${invalidFields} campos marcados en rojo`} (Escape vuelve al valor anterior).`
            : '';
  // "Guardado" steps out of the way after a moment (it stays in the live region); the rest stays in view.
  const [quietAt, setQuietAt] = useState(0);
  useEffect(() => {
    if (status !== 'saved') return;
    const timer = window.setTimeout(() => setQuietAt(state.saves), SAVED_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [status, state.saves]);
  const hidden = text === '' || (status === 'saved' && quietAt === state.saves);
  return (
    <div className="pointer-events-none sticky bottom-3 z-30 -mt-3 flex flex-wrap items-end justify-end gap-2">
      <p
        className="pointer-events-auto rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm text-slate-700 shadow-lg"
        data-testid="sticky-total"
      >
        Total <span className="font-bold tabular-nums text-slate-900">{formatMoney(totals.total_cents)}</span>
        {totals.unpriced_lines > 0 ? (
          <span className="text-amber-900"> · {missingPricesText(totals.unpriced_lines)}</span>
        ) : null}
      </p>
      <div
        className={
          hidden
            ? 'sr-only'
            : `pointer-events-auto flex max-w-full flex-wrap items-center gap-2 rounded-lg border bg-white px-4 py-2 text-sm shadow-lg ${status === 'failed' || status === 'invalid' ? 'border-red-300' : 'border-slate-200'}`
        }
      >
        <p
          role="status"
          aria-live="polite"
          data-testid="save-status"
          data-status={status}
          className={status === 'failed' || status === 'invalid' ? 'font-semibold text-red-700' : 'text-slate-700'}
        >
          {text}
        </p>
        {status === 'failed' ? (
          <button type="button" className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-sm`} onClick={onRetry}>
            Reintentar
          </button>
        ) : null}
      </div>
    </div>
  );
}

function DeskWorkspace({
  quoteId,
  quote,
  lines,
  desk,
  data,
  me,
}: {
  quoteId: string;
  quote: TStoredQuote;
  lines: readonly TCartLine[];
  desk: TLive<TQuoteDesk | null>;
  data: TDeskData;
  me: TStaffMemberSession;
}) {
  const now = useNow();
  const deskReady = desk.status === 'ready';
  const editable = deskReady && isDeskEditable(quote.status);
  const liveDesk = desk.status === 'ready' ? desk.value : null;
  const saver = useDeskSaver(quoteId, liveDesk, lines, editable);
  const prices = useListPrices(saver.productIds);
  const view = useDeskView(
    saver,
    useMemo(() => (prices.status === 'ready' ? listPricesOf(prices.value) : new Map<string, number>()), [prices]),
  );
  const tableRef = useRef<HTMLDivElement>(null);
  const editing = useLineFieldEditing(saver, view.lines, tableRef);
  useLeaveGuard(saver.unsaved || editing.invalidFields > 0);
  const wide = useMediaQuery('(min-width: 1024px)');
  const [removing, setRemoving] = useState<TDeskLine | null>(null);
  /** The row of the line just removed, for the focus to land on the line now there. */
  const removedRow = useRef<number | null>(null);
  const focusLine = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const fillOps = prices.status === 'ready' ? listPriceOps(view.lines, prices.value) : [];
  const totals = quoteTotals(view.lines);
  // Lines sold below their cost: named where the discounts are approved and where the offer is sent.
  const belowCost = useMemo(
    () => (prices.status === 'ready' ? belowCostLines(view.lines, costsOf(prices.value)) : []),
    [prices, view.lines],
  );
  const firstUnpriced = view.lines.findIndex((line) => line.unit_price_cents === null);
  // The validity a send proposes is computed now, from today: the rep's day while it is ahead.
  const sendValidity = defaultValidUntilDay(view, now);
  const blockers = sendBlockers({
    unpriced: totals.unpriced_lines,
    validUntilDay: sendValidity,
    unsaved: saver.unsaved,
    invalidFields: editing.invalidFields,
    lines: view.lines.length,
    now,
    approval: sendApprovalOf(view.lines, saver.saved?.discount_approval, me.uid),
  });

  const focusPrice = (row: number) => {
    const input = tableRef.current?.querySelector<HTMLInputElement>(fieldSelector('unit_price_cents', row));
    input?.focus();
    input?.select();
  };

  useEffect(() => {
    if (!editable || firstUnpriced === -1) return;
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.code !== FIRST_UNPRICED_KEY.code) return;
      event.preventDefault();
      focusPrice(firstUnpriced);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [editable, firstUnpriced]);

  // A product just added gets the focus on its price once its line is on screen.
  useEffect(() => {
    if (focusLine.current === null) return;
    const row = view.lines.findIndex((line) => line.product_id === focusLine.current);
    if (row === -1) return;
    focusLine.current = null;
    focusPrice(row);
  }, [view.lines]);

  const showDesk = editable || quote.offer === null;

  return (
    <>
      <DeskHeader quote={quote} me={me} staff={data.staff} now={now} />
      <CustomerBillingPanel customerUid={quote.owner} openAtFirst={quote.status === 'accepted'} />
      <LifecycleActions
        quote={quote}
        uid={me.uid}
        now={now}
        send={{
          totalCents: totals.total_cents,
          validUntilDay: sendValidity,
          chosenDayOver: isChosenValidityOver(view, now) ? view.valid_until_day : null,
          terms: view.terms,
          belowCost,
        }}
        sendBlockers={blockers}
      />
      {saver.state.restored > 0 ? (
        <p
          role="status"
          className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
          data-testid="restored-notice"
        >
          Recuperamos{' '}
          {saver.state.restored === 1
            ? '1 cambio que no se había guardado'
            : `${saver.state.restored} cambios que no se habían guardado`}{' '}
          en este navegador; siguen en pantalla y se guardan ahora.
        </p>
      ) : null}
      {!editable && deskReady && saver.unsaved ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>Tienes cambios sin guardar, pero la cotización ya no se puede modificar en su estado actual.</p>
          <button type="button" className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-sm`} onClick={saver.discard}>
            Descartar mis cambios
          </button>
        </div>
      ) : null}
      {editable && liveDesk === null ? (
        <p
          role="status"
          className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
          data-testid="new-desk-notice"
        >
          Esta cotización aún no tiene mesa de trabajo: empieza con los productos que pidió el cliente, sin precio, y se
          crea al guardar tu primer cambio.
        </p>
      ) : null}
      {quote.offer === null ? null : <OfferSent quote={quote} offer={quote.offer} />}

      {showDesk ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="precios" className="flex min-w-0 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2
                id="precios"
                ref={headingRef}
                tabIndex={-1}
                className="text-lg font-bold text-slate-900 focus:outline-none"
              >
                Precios{editable ? null : ' (solo lectura)'}
              </h2>
              <div className="flex flex-wrap gap-2">
                {editable && fillOps.length > 0 ? (
                  <button
                    type="button"
                    className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-sm`}
                    onClick={() => {
                      for (const op of fillOps) saver.edit(op);
                      saver.flush();
                    }}
                  >
                    Usar precios de lista
                    <span className="sr-only">
                      {' '}
                      en {fillOps.length === 1 ? '1 producto sin precio' : `${fillOps.length} productos sin precio`}
                    </span>
                  </button>
                ) : null}
                {editable && firstUnpriced !== -1 ? (
                  <button
                    type="button"
                    className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-sm`}
                    aria-keyshortcuts={FIRST_UNPRICED_KEY.aria}
                    onClick={() => focusPrice(firstUnpriced)}
                  >
                    Ir al primer renglón sin precio{' '}
                    <kbd className="ml-1 rounded border border-slate-300 bg-slate-50 px-1 font-sans text-xs">
                      {FIRST_UNPRICED_KEY.label}
                    </kbd>
                  </button>
                ) : null}
              </div>
            </div>
            {desk.status === 'error' ? (
              <LiveError error={desk.error} onRetry={desk.retry} />
            ) : (
              <div ref={tableRef}>
                <PricingLines
                  lines={view.lines}
                  editable={editable}
                  wide={wide}
                  fieldProps={editing.fieldProps}
                  onRemove={setRemoving}
                  prices={prices}
                />
              </div>
            )}
            {editable ? (
              <>
                <p className="text-xs text-slate-600">
                  Tab y Mayús+Tab recorren los campos; Enter baja al mismo campo del siguiente renglón (Mayús+Enter
                  sube); Esc deshace lo que escribiste en el campo.
                </p>
                <AddLineForm
                  lineIds={view.lines.map((line) => line.product_id)}
                  onAdd={(product, quantity) => {
                    saver.edit({ op: 'add_line', product_id: product.product_id, quantity }, product);
                    saver.flush();
                    focusLine.current = product.product_id;
                  }}
                />
              </>
            ) : null}
          </section>
          <aside className="flex flex-col gap-4" aria-label="Totales y condiciones">
            <DiscountApprovalPanel
              quoteId={quoteId}
              lines={view.lines}
              savedLines={saver.base.lines}
              approval={saver.saved?.discount_approval}
              assignee={quote.assignee}
              staff={data.staff}
              myUid={me.uid}
              unsaved={saver.unsaved}
              editable={editable}
              belowCost={belowCost}
            />
            <TotalsPanel totals={totals} />
            <MarginPanel lines={view.lines} prices={prices} />
            <OfferSettingsPanel view={view} now={now} editable={editable} edit={saver.edit} flush={saver.flush} />
          </aside>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <QuoteThread quoteId={quoteId} messages={data.messages} canPost={quote.status !== 'draft'} />
        <HistoryTimeline history={data.history} />
      </div>

      {editable ? (
        <SaveStatus
          saver={saver}
          invalidFields={editing.invalidFields}
          totals={totals}
          onRetry={() => {
            saver.retry();
            if (!editing.focusLastField()) headingRef.current?.focus();
          }}
        />
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="¿Quitar este producto de la cotización?"
        description={
          removing === null ? '' : `${removing.sku_description} (SKU ${removing.sku}). El cambio queda en el historial.`
        }
        confirmLabel="Quitar"
        onConfirm={() => {
          if (removing === null) return;
          removedRow.current = view.lines.findIndex((line) => line.product_id === removing.product_id);
          saver.edit({ op: 'remove_line', product_id: removing.product_id });
          editing.forgetLine(removing.product_id);
          saver.flush();
          setRemoving(null);
        }}
        onCloseAutoFocus={(event) => {
          // Kept ("Volver", Escape): the dialog gives the focus back to the line's "Quitar". Removed: the
          // line now in its place (or the new last one) takes it, so the rep keeps their place in a long
          // quote; the table's heading when no line is left.
          const row = removedRow.current;
          removedRow.current = null;
          if (row === null) return;
          event.preventDefault();
          const buttons = tableRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-line]') ?? [];
          const next = buttons[Math.min(row, buttons.length - 1)];
          if (next === undefined) headingRef.current?.focus();
          else next.focus();
        }}
      />
    </>
  );
}
