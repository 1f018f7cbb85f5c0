import { ORDER_STATUS_LABELS, type TOrderStatus } from '@voltia/domain';

const TONE: Record<TOrderStatus, string> = {
  confirmed: 'bg-blue-100 text-blue-800',
  preparing: 'bg-amber-100 text-amber-800',
  shipped: 'bg-indigo-100 text-indigo-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** An order's status as a badge, in Spanish. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
