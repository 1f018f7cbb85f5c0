import {
  COMPANY_PROFILE,
  QUOTE_STATUS_LABELS,
  type THistoryActor,
  type TQuoteHistoryEntry,
  type TQuoteMoveType,
  type TQuoteStatus,
} from '@voltia/domain';

export type THistoryEntryView = {
  readonly title: string;
  readonly who: string;
  readonly at: Date;
  /** The status the move led to (null for a requote link). */
  readonly status: TQuoteStatus | null;
  /** The question, answer or reason that came with the move. */
  readonly note: { readonly label: string; readonly text: string } | null;
  /** A requote: the other quote of the pair. */
  readonly link: { readonly quoteId: string; readonly label: string } | null;
};

const NOTE_LABELS: Partial<Record<TQuoteMoveType, string>> = {
  request_info: 'Pregunta',
  answer_info: 'Respuesta',
  reject: 'Motivo del rechazo',
  cancel: 'Motivo de la cancelación',
};

/**
 * Who acted, as the customer reads it: themselves as "Tú", the company's staff by name with the
 * company beside it, and the company's scheduled runs (an expiry) as the company.
 */
export function actorLabel(actor: THistoryActor, viewerUid: string): string {
  if (actor.role === 'system') return COMPANY_PROFILE.tradeName;
  if (actor.role === 'staff') return `${actor.name} (${COMPANY_PROFILE.tradeName})`;
  return actor.uid === viewerUid ? 'Tú' : actor.name;
}

/** One entry of the customer's timeline; null for an entry meant for staff only (their query never asks for one). */
export function describeHistoryEntry(entry: TQuoteHistoryEntry, viewerUid: string): THistoryEntryView | null {
  const who = actorLabel(entry.actor, viewerUid);
  switch (entry.kind) {
    case 'move':
      return {
        title: QUOTE_STATUS_LABELS[entry.to],
        who,
        at: entry.at,
        status: entry.to,
        note: entry.note === null ? null : { label: NOTE_LABELS[entry.move] ?? 'Nota', text: entry.note },
        link: null,
      };
    case 'requote':
      return entry.direction === 'to'
        ? {
            title: 'Se volvió a cotizar',
            who,
            at: entry.at,
            status: null,
            note: null,
            link: { quoteId: entry.quote_id, label: `Nueva cotización ${entry.quote_number}` },
          }
        : {
            title: 'Cotización nueva a partir de otra',
            who,
            at: entry.at,
            status: null,
            note: null,
            link: { quoteId: entry.quote_id, label: `Viene de la cotización ${entry.quote_number}` },
          };
    default:
      return null;
  }
}
