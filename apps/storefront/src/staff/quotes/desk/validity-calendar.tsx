'use client';

import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { businessToday, CALENDAR_BOUNDS, dateToDay } from '../../shell/calendar-day';

/** The Spanish month calendar of the validity dialog (the date picker's range, 1900–2099). */
export function ValidityCalendar({
  now,
  selected,
  onPick,
}: {
  now: Date;
  selected: Date | undefined;
  onPick: (day: string) => void;
}) {
  return (
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
      onSelect={(date) => onPick(dateToDay(date))}
    />
  );
}
