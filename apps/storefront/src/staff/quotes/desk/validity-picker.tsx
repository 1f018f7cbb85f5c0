'use client';

import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { secondaryButtonClass } from '@/components/forms/text-field';
import { DeskDialog, DialogActions, DialogClose } from './desk-dialog';
import { businessToday, CALENDAR_BOUNDS, dateToDay, dayToDate } from './desk-validity';

/** The validity day on a Spanish calendar (react-day-picker), in a dialog; spec 9's range, 1900–2099. */
export function ValidityPicker({ day, now, disabled, onPick }: { day: string | null; now: Date; disabled: boolean; onPick: (day: string) => void }) {
  const [open, setOpen] = useState(false);
  const selected = day === null ? undefined : dayToDate(day);
  return (
    <>
      <button type="button" className={`${secondaryButtonClass} min-h-9 px-3 py-1 text-sm`} disabled={disabled} onClick={() => setOpen(true)}>
        Cambiar fecha
      </button>
      <DeskDialog open={open} onOpenChange={setOpen} title="Fecha de vigencia" description="La oferta vale hasta el final de ese día (hora de la Ciudad de México). Usa las flechas para moverte por el calendario y Enter para elegir.">
        <div className="flex justify-center" data-testid="validity-calendar" style={{ ['--rdp-accent-color' as string]: 'var(--brand-primary)', ['--rdp-accent-background-color' as string]: 'var(--brand-primary-light)' }}>
          <DayPicker
            mode="single"
            locale={es}
            required
            autoFocus
            captionLayout="dropdown"
            startMonth={CALENDAR_BOUNDS.start}
            endMonth={CALENDAR_BOUNDS.end}
            hidden={[{ before: CALENDAR_BOUNDS.start }, { after: CALENDAR_BOUNDS.end }]}
            today={businessToday(now)}
            defaultMonth={selected ?? businessToday(now)}
            selected={selected}
            onSelect={(date) => {
              onPick(dateToDay(date));
              setOpen(false);
            }}
          />
        </div>
        <DialogActions>
          <DialogClose className={secondaryButtonClass}>Cerrar</DialogClose>
        </DialogActions>
      </DeskDialog>
    </>
  );
}
