'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { AppDialog, DialogActions, DialogClose } from '@/shared/ui/dialog';
import { dayToDate } from '../../shell/calendar-day';

// The calendar (react-day-picker and its styles) loads when the rep opens it, not with the desk.
const ValidityCalendar = dynamic(() => import('./validity-calendar').then((module) => module.ValidityCalendar), {
  ssr: false,
  loading: () => <p role="status">Cargando el calendario…</p>,
});

/** The validity day on a Spanish calendar (react-day-picker), in a dialog; the date picker's range, 1900–2099. */
export function ValidityPicker({
  day,
  now,
  disabled,
  onPick,
}: {
  day: string | null;
  now: Date;
  disabled: boolean;
  onPick: (day: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const selected = day === null ? undefined : dayToDate(day);
  return (
    <>
      <button
        type="button"
        className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-sm`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Cambiar fecha
      </button>
      <AppDialog
        open={open}
        onOpenChange={setOpen}
        title="Fecha de vigencia"
        description="La oferta vale hasta el final de ese día (hora de la Ciudad de México). Usa las flechas para moverte por el calendario y Enter para elegir."
      >
        <div
          className="flex justify-center"
          data-testid="validity-calendar"
          style={{
            ['--rdp-accent-color' as string]: 'var(--brand-primary)',
            ['--rdp-accent-background-color' as string]: 'var(--brand-primary-light)',
          }}
        >
          <ValidityCalendar
            now={now}
            selected={selected}
            onPick={(picked) => {
              onPick(picked);
              setOpen(false);
            }}
          />
        </div>
        <DialogActions>
          <DialogClose className={secondaryButtonClass}>Cerrar</DialogClose>
        </DialogActions>
      </AppDialog>
    </>
  );
}
