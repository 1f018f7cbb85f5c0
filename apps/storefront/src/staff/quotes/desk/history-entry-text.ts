import {
  formatBusinessDate,
  formatDeliveryDays,
  formatMoney,
  formatPercentBp,
  QUOTE_STATUS_LABELS,
  type TDeskChangeField,
  type TQuoteHistoryEntry,
  type TQuoteMoveType,
} from '@voltia/domain';
import { belowCostLineText } from './desk-margins';

/** One history entry in Spanish: what happened, and the before → after of a change. */
export type THistoryText = {
  readonly title: string;
  readonly change?: { readonly before: string; readonly after: string };
  /** The question, answer or reason that came with a move. */
  readonly note?: string;
  /** The other quote of a requote. */
  readonly link?: { readonly quoteId: string; readonly label: string };
};

const MOVE_TEXT: Readonly<Record<TQuoteMoveType, string>> = {
  submit: 'Solicitó la cotización',
  start_review: 'Inició la revisión',
  request_info: 'Solicitó información al cliente',
  answer_info: 'Respondió la solicitud de información',
  send: 'Envió la cotización',
  accept: 'Aceptó la cotización',
  reject: 'Rechazó la cotización',
  withdraw: 'Retiró la oferta para revisarla',
  expire: 'La cotización venció',
  cancel: 'Canceló la cotización',
};

export const CHANGE_FIELD_LABELS: Readonly<Record<TDeskChangeField, string>> = {
  unit_price: 'Precio unitario',
  discount: 'Descuento',
  delivery: 'Entrega',
  quantity: 'Cantidad',
  line_added: 'Producto agregado',
  line_removed: 'Producto quitado',
  validity: 'Vigencia',
  terms: 'Condiciones',
  internal_notes: 'Notas internas',
};

const TEXT_PREVIEW = 120;

function preview(text: string): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean === '') return '(vacío)';
  return clean.length > TEXT_PREVIEW ? `${clean.slice(0, TEXT_PREVIEW - 1)}…` : clean;
}

/** A changed value as people read it: money, percent, delivery days, dates, texts. */
export function formatChangeValue(field: TDeskChangeField, value: string | number | null): string {
  if (typeof value === 'string') {
    if (field === 'validity') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatBusinessDate(value, 'day') : value;
    return preview(value);
  }
  if (value === null) {
    if (field === 'unit_price') return 'Sin precio';
    if (field === 'delivery') return formatDeliveryDays(null);
    if (field === 'validity') return 'Sin fecha';
    return '—';
  }
  switch (field) {
    case 'unit_price':
      return formatMoney(value);
    case 'discount':
      return formatPercentBp(value);
    case 'delivery':
      return formatDeliveryDays(value);
    case 'line_added':
    case 'line_removed':
    case 'quantity':
      return `${value} ${value === 1 ? 'unidad' : 'unidades'}`;
    default:
      return String(value);
  }
}

export function historyEntryText(entry: TQuoteHistoryEntry): THistoryText {
  switch (entry.kind) {
    case 'move':
      return {
        title: `${MOVE_TEXT[entry.move]}: ${QUOTE_STATUS_LABELS[entry.from]} → ${QUOTE_STATUS_LABELS[entry.to]}`,
        ...(entry.note === null ? {} : { note: entry.note }),
      };
    case 'change': {
      const label = CHANGE_FIELD_LABELS[entry.field];
      return {
        title: entry.sku === null ? label : `${label} · SKU ${entry.sku}`,
        change: {
          before: formatChangeValue(entry.field, entry.before),
          after: formatChangeValue(entry.field, entry.after),
        },
      };
    }
    case 'assign':
      if (entry.after === null)
        return {
          title:
            entry.before === null ? 'Dejó la cotización sin asignar' : `Quitó la asignación a ${entry.before.name}`,
        };
      return {
        title:
          entry.before === null
            ? `Asignó la cotización a ${entry.after.name}`
            : `Reasignó la cotización de ${entry.before.name} a ${entry.after.name}`,
      };
    case 'requote':
      return entry.direction === 'to'
        ? {
            title: `Se volvió a cotizar como ${entry.quote_number}`,
            link: { quoteId: entry.quote_id, label: `Abrir ${entry.quote_number}` },
          }
        : {
            title: `Nueva cotización a partir de ${entry.quote_number}`,
            link: { quoteId: entry.quote_id, label: `Abrir ${entry.quote_number}` },
          };
    case 'discount_approval': {
      const discounts = entry.discounts
        .map((discount) => `SKU ${discount.sku}: ${formatPercentBp(discount.discount_bp)}`)
        .join('; ');
      return entry.action === 'approved'
        ? { title: 'Aprobó los descuentos', note: discounts }
        : {
            title: `Se revocó la aprobación de descuentos de ${entry.approver.name}: un descuento subió después de aprobarse`,
            note: discounts,
          };
    }
    case 'below_cost_confirmed':
      return {
        title: 'Confirmó el envío con productos por debajo del costo',
        note: entry.lines.map(belowCostLineText).join('; '),
      };
  }
}
