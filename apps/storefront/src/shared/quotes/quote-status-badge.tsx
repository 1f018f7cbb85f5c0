import { QUOTE_STATUS_LABELS, type TQuoteStatus } from '@voltia/domain';

const TONE: Record<TQuoteStatus, string> = {
  draft: 'bg-slate-100 text-slate-700',
  requested: 'bg-blue-100 text-blue-800',
  in_review: 'bg-amber-100 text-amber-800',
  info_requested: 'bg-orange-100 text-orange-800',
  sent: 'bg-indigo-100 text-indigo-800',
  accepted: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  expired: 'bg-slate-200 text-slate-700',
  cancelled: 'bg-slate-200 text-slate-700',
};

export function QuoteStatusBadge({ status }: { status: TQuoteStatus }) {
  return (
    <span
      data-testid="quote-status"
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {QUOTE_STATUS_LABELS[status]}
    </span>
  );
}
