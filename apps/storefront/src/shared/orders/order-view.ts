import {
  COMPANY_PROFILE,
  ORDER_STATUS_LABELS,
  type TOrderDocument,
  type TOrderHistoryEntry,
  type TOrderStatus,
} from '@voltia/domain';

// How an order reads, to its customer and to staff: where it stands on its way, its timeline and
// the shipment (the purchase order and the payment are the domain's, shared with the order's PDF).
// Pure functions of the stored order, so the pages only lay them out.

/** A term and its value, as a description list shows them. */
export type TOrderRow = readonly [term: string, value: string];

/** The way an order goes when nothing stops it; a cancellation leaves it. */
const ORDER_PATH = ['confirmed', 'preparing', 'shipped', 'delivered'] as const satisfies readonly TOrderStatus[];

export type TOrderStep = {
  readonly status: TOrderStatus;
  readonly label: string;
  readonly state: 'done' | 'current' | 'upcoming';
  /** When the order reached this step (its latest entry in the history), null when it has not. */
  readonly at: Date | null;
};

/** The order's steps with where it stands; null for a cancelled order, which left the way. */
export function orderProgress(status: TOrderStatus, history: readonly TOrderHistoryEntry[]): TOrderStep[] | null {
  const reached = (ORDER_PATH as readonly TOrderStatus[]).indexOf(status);
  if (reached < 0) return null;
  return ORDER_PATH.map((step, index) => ({
    status: step,
    label: ORDER_STATUS_LABELS[step],
    state: index < reached ? 'done' : index === reached ? 'current' : 'upcoming',
    at: index > reached ? null : (history.findLast((entry) => entry.to === step)?.at ?? null),
  }));
}

/** What the order's status means to its customer, in one sentence. */
export function orderStatusText(status: TOrderStatus): string {
  switch (status) {
    case 'confirmed':
      return 'Recibimos tu pedido. Nuestro equipo lo preparará para enviarlo.';
    case 'preparing':
      return 'Estamos preparando tu pedido para enviarlo.';
    case 'shipped':
      return 'Tu pedido va en camino al sitio de entrega.';
    case 'delivered':
      return 'Entregamos tu pedido en el sitio de entrega.';
    case 'cancelled':
      return 'Este pedido se canceló y no se enviará.';
  }
}

export type TOrderHistoryView = {
  readonly title: string;
  readonly who: string;
  readonly at: Date;
  readonly status: TOrderStatus;
  /** What the order's creation was, for the first entry. */
  readonly detail: string | null;
  /** A shipment's carrier and tracking number, a cancellation's reason. */
  readonly note: { readonly label: string; readonly text: string } | null;
};

/** Who moved the order, as its customer reads it: themselves as "Tú", anyone else as the company's staff. */
export function orderActorLabel(by: TOrderHistoryEntry['by'], viewerUid: string): string {
  if (by.uid === viewerUid) return 'Tú';
  const name = by.name.trim();
  return name === '' ? COMPANY_PROFILE.tradeName : `${name} (${COMPANY_PROFILE.tradeName})`;
}

const NOTE_LABELS: Partial<Record<TOrderStatus, string>> = {
  shipped: 'Envío',
  cancelled: 'Motivo de la cancelación',
};

/** Who moved the order, as staff read it: the name the history keeps (the company's for an entry without one). */
export function orderActorName(by: TOrderHistoryEntry['by']): string {
  const name = by.name.trim();
  return name === '' ? COMPANY_PROFILE.tradeName : name;
}

/** One entry of the order's timeline; `actorLabel` names who moved it for the reader (orderActorLabel, orderActorName). */
export function describeOrderHistoryEntry(
  entry: TOrderHistoryEntry,
  actorLabel: (by: TOrderHistoryEntry['by']) => string,
): TOrderHistoryView {
  return {
    title: ORDER_STATUS_LABELS[entry.to],
    who: actorLabel(entry.by),
    at: entry.at,
    status: entry.to,
    detail: entry.from === null ? 'Se creó el pedido al aceptar la cotización.' : null,
    note:
      entry.note === null || entry.note.trim() === ''
        ? null
        : { label: NOTE_LABELS[entry.to] ?? 'Nota', text: entry.note },
  };
}

/**
 * The shipment once the order has left: carrier and tracking number as staff gave them ("Sin dato"
 * for one they left empty); null before it ships, or for an order cancelled before shipping.
 */
export function shipmentRows(
  order: Pick<TOrderDocument, 'status' | 'carrier' | 'tracking_number'>,
): TOrderRow[] | null {
  if (order.status !== 'shipped' && order.status !== 'delivered') return null;
  const value = (text: string | null) => (text === null || text.trim() === '' ? 'Sin dato' : text);
  return [
    ['Paquetería', value(order.carrier)],
    ['Número de guía', value(order.tracking_number)],
  ];
}
