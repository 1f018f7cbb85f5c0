'use client';

import { useState } from 'react';
import {
  DEFAULT_VALIDITY_DAYS,
  defaultValidUntilDay,
  getErrorEntry,
  QUOTE_MESSAGE_MAX_LENGTH,
  type TDeskContent,
  type TDeskOp,
} from '@voltia/domain';
import { TextAreaField } from '@/shared/ui/text-field';
import { formatValidityDay, isValidityAhead, validityCountdown } from './desk-validity';
import { ValidityPicker } from './validity-picker';

/** A textarea saved like the table: each change is a pending edit; while focused it shows exactly what is typed. */
function AutosavedText({
  label,
  hint,
  rows,
  value,
  disabled,
  onEdit,
  onDone,
}: {
  label: string;
  hint?: string;
  rows: number;
  value: string;
  disabled: boolean;
  onEdit: (text: string) => void;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextAreaField
      label={label}
      hint={hint}
      rows={rows}
      maxLength={QUOTE_MESSAGE_MAX_LENGTH}
      disabled={disabled}
      value={draft ?? value}
      onFocus={() => setDraft(value)}
      onChange={(event) => {
        setDraft(event.target.value);
        onEdit(event.target.value);
      }}
      onBlur={() => {
        setDraft(null);
        onDone();
      }}
      className="resize-y"
    />
  );
}

/** The offer's validity day and terms, and the staff's internal notes; saved with the table's edits. */
export function OfferSettingsPanel({
  view,
  now,
  editable,
  edit,
  flush,
}: {
  view: TDeskContent;
  now: Date;
  editable: boolean;
  edit: (op: TDeskOp) => void;
  flush: () => void;
}) {
  const day = view.valid_until_day;
  const ahead = isValidityAhead(day, now);
  // Not chosen: the send proposes today + 15 days, counted on the day it is sent.
  const proposed = defaultValidUntilDay(view, now);
  return (
    <section
      aria-labelledby="oferta-condiciones"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="oferta-condiciones" className="text-base font-bold text-slate-900">
        Vigencia y condiciones
      </h2>
      <div className="flex flex-col gap-1" data-testid="validity">
        <p className="text-sm font-semibold text-slate-800">Vigencia</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-900">
            {day === null ? (
              <span data-testid="validity-default">
                Hoy + {DEFAULT_VALIDITY_DAYS} días al enviar: {formatValidityDay(proposed)}
              </span>
            ) : (
              <span data-testid="validity-day">{formatValidityDay(day)}</span>
            )}
            <span className="block text-xs text-slate-600" data-testid="validity-countdown">
              {validityCountdown(day ?? proposed, now)}
            </span>
          </p>
          <ValidityPicker
            day={day}
            now={now}
            disabled={!editable}
            onPick={(picked) => {
              edit({ op: 'set_validity', valid_until_day: picked });
              flush();
            }}
          />
        </div>
        {editable && day !== null && !ahead ? (
          <p
            className="rounded-button bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
            data-testid="validity-warning"
          >
            {`${getErrorEntry('quote/invalid-validity').message} Cámbiala, o al enviar se propondrá hoy + ${DEFAULT_VALIDITY_DAYS} días.`}
          </p>
        ) : null}
      </div>
      <AutosavedText
        label="Condiciones de la oferta"
        rows={7}
        value={view.terms}
        disabled={!editable}
        onEdit={(terms) => edit({ op: 'set_terms', terms })}
        onDone={flush}
      />
      <AutosavedText
        label="Notas internas"
        rows={4}
        hint="Solo para el personal; el cliente no las ve."
        value={view.internal_notes}
        disabled={!editable}
        onEdit={(internal_notes) => edit({ op: 'set_notes', internal_notes })}
        onDone={flush}
      />
    </section>
  );
}
