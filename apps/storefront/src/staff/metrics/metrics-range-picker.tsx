'use client';

import { useId, useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import {
  checkCustomRange,
  DATE_PICKER_RANGE,
  METRICS_PRESET_DAYS,
  presetRange,
  type TMetricsRange,
} from '@voltia/domain';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';
import { CALENDAR_BOUNDS, dateToDay, dayToDate } from '../shell/calendar-day';

const presetClass = `${secondaryButtonClass} min-h-11 px-3 py-1 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white`;

/** A day typed (or picked with the browser's own date control), `YYYY-MM-DD`. */
function DayInput({
  id,
  label,
  value,
  max,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  /** The last day it takes (today); the first is the product's date range's. */
  max: string;
  errorId: string | null;
  onChange: (day: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`${inputClass} min-h-11`}
        value={value}
        min={DATE_PICKER_RANGE.min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={errorId ?? undefined}
        aria-invalid={errorId !== null}
      />
    </div>
  );
}

/**
 * The period the figures cover: the last 7, 30 or 90 days, or a custom range picked on a Spanish
 * calendar (react-day-picker) or typed; the screen keeps it in the URL.
 */
export function MetricsRangePicker({
  range,
  today,
  onChange,
}: {
  range: TMetricsRange;
  today: string;
  onChange: (range: TMetricsRange) => void;
}) {
  const [customOpen, setCustomOpen] = useState(range.kind === 'custom');
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const pick = (picked: DateRange | undefined) => {
    setFrom(picked?.from === undefined ? '' : dateToDay(picked.from));
    setTo(picked?.to === undefined ? '' : dateToDay(picked.to));
    setError(null);
  };
  const apply = () => {
    const checked = checkCustomRange(from, to, today);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    onChange(checked.range);
  };

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Periodo" className="flex flex-wrap gap-2">
        {METRICS_PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className={presetClass}
            aria-pressed={range.kind === 'preset' && range.days === days}
            onClick={() => {
              setCustomOpen(false);
              onChange(presetRange(days, today));
            }}
          >
            {days} días
          </button>
        ))}
        <button
          type="button"
          className={presetClass}
          aria-pressed={range.kind === 'custom'}
          aria-expanded={customOpen}
          aria-controls={`${id}-custom`}
          onClick={() => setCustomOpen((open) => !open)}
        >
          Personalizado
        </button>
      </div>
      {customOpen ? (
        <form
          id={`${id}-custom`}
          className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-start"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          noValidate
        >
          <div
            className="flex justify-center"
            style={{
              ['--rdp-accent-color' as string]: 'var(--brand-primary)',
              ['--rdp-accent-background-color' as string]: 'var(--brand-primary-light)',
              ['--rdp-day-width' as string]: '40px',
              ['--rdp-day-height' as string]: '40px',
              ['--rdp-day_button-width' as string]: '38px',
              ['--rdp-day_button-height' as string]: '38px',
            }}
          >
            <DayPicker
              mode="range"
              locale={es}
              selected={{ from: from === '' ? undefined : dayToDate(from), to: to === '' ? undefined : dayToDate(to) }}
              onSelect={pick}
              defaultMonth={dayToDate(to === '' ? today : to)}
              startMonth={CALENDAR_BOUNDS.start}
              endMonth={dayToDate(today)}
              disabled={{ after: dayToDate(today) }}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <div className="grid grid-cols-2 gap-2">
              <DayInput
                id={`${id}-from`}
                label="Desde"
                value={from}
                max={today}
                errorId={error === null ? null : `${id}-error`}
                onChange={setFrom}
              />
              <DayInput
                id={`${id}-to`}
                label="Hasta"
                value={to}
                max={today}
                errorId={error === null ? null : `${id}-error`}
                onChange={setTo}
              />
            </div>
            <p className="text-xs text-slate-600">Días en hora UTC, hasta 366 días.</p>
            {error === null ? null : (
              <p
                id={`${id}-error`}
                role="alert"
                className="text-sm font-semibold text-red-700"
                data-testid="metrics-range-error"
              >
                {error}
              </p>
            )}
            <button type="submit" className={`${primaryButtonClass} self-start`}>
              Aplicar periodo
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
