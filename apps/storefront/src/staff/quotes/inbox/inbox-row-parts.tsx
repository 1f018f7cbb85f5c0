import Link from 'next/link';
import type { Route } from 'next';
import { formatMoney } from '@voltia/domain';
import type { TInboxRow } from '@voltia/firebase-client/staff';
import { secondaryButtonClass } from '@/shared/ui/text-field';

// The pieces a quote shows the same way in the table (laptops, tablets) and the cards (phones).

/** The quote number, linking to the quote's desk. */
export function QuoteNumberLink({ row }: { row: TInboxRow }) {
  return (
    <Link
      href={`/cotizacion/${encodeURIComponent(row.id)}` as Route}
      className="font-semibold whitespace-nowrap text-primary underline-offset-2 hover:underline"
    >
      {row.quote_number ?? 'Sin número'}
    </Link>
  );
}

/** The offer's total with IVA, or a dash before there is an offer. */
export function OfferTotal({ row }: { row: TInboxRow }) {
  if (row.offer === null) {
    return (
      <span className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">sin oferta</span>
      </span>
    );
  }
  return <span className="whitespace-nowrap tabular-nums">{formatMoney(row.offer.totals.total_cents)}</span>;
}

/** "Tomar": assign the request to oneself and open it. */
export function TakeButton({
  row,
  taking,
  onTake,
  className = '',
}: {
  row: TInboxRow;
  taking: string | null;
  onTake: (quoteId: string) => void;
  className?: string;
}) {
  const busy = taking === row.id;
  return (
    <button
      type="button"
      className={`${secondaryButtonClass} min-h-10 px-3 py-1 text-sm aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${className}`}
      aria-label={`Tomar ${row.quote_number ?? 'la cotización'}`}
      aria-busy={busy || undefined}
      // Not `disabled`: the pressed button keeps the keyboard focus, also when taking fails.
      aria-disabled={taking !== null || undefined}
      onClick={() => onTake(row.id)}
    >
      {busy ? 'Tomando…' : 'Tomar'}
    </button>
  );
}
