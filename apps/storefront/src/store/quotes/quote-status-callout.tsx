'use client';

import { useState } from 'react';
import { QUOTE_STATUS_LABELS, type TQuoteStatus } from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { quoteStatusNote, type TStatusNote } from './quote-status-note';

const STATUS_NOTE_ID = 'estado-cotizacion';

/**
 * Sends the keyboard to the status note once a move went through: the button that made it leaves
 * with the old status. After the current render, so a dialog closing meanwhile cannot take it back.
 */
export function focusStatusNote(): void {
  window.setTimeout(() => document.getElementById(STATUS_NOTE_ID)?.focus(), 0);
}

const TONES: Record<TStatusNote['tone'], string> = {
  waiting: 'border-blue-200 bg-blue-50',
  action: 'border-amber-300 bg-amber-50',
  success: 'border-green-200 bg-green-50',
  closed: 'border-slate-200 bg-slate-50',
};

/**
 * Where the quote stands and what comes next. It takes the focus after a decision (its trigger is
 * gone by then), and a live region tells screen readers when the status changes while they are here.
 */
export function QuoteStatusCallout({ quote, now }: { quote: TStoredQuote; now: Date }) {
  const note = quoteStatusNote(quote, now);
  return (
    <div
      id={STATUS_NOTE_ID}
      tabIndex={-1}
      data-testid="quote-status-note"
      className={`rounded-lg border p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${TONES[note.tone]}`}
    >
      <p className="font-bold text-slate-900">{note.title}</p>
      <p className="text-sm text-slate-700">{note.text}</p>
      <StatusAnnouncer status={quote.status} />
    </div>
  );
}

function StatusAnnouncer({ status }: { status: TQuoteStatus }) {
  // Silent on the first render: the page itself says the status; only a change is news.
  const [seen, setSeen] = useState({ status, message: '' });
  if (seen.status !== status) setSeen({ status, message: `La cotización ahora está: ${QUOTE_STATUS_LABELS[status]}.` });
  return (
    <p role="status" className="sr-only">
      {seen.message}
    </p>
  );
}
