import { describe, expect, it } from 'vitest';
import { waitingTime } from './waiting-time';

const NOW = new Date('2026-11-20T18:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('waitingTime', () => {
  it('is null for a quote that is not waiting for staff', () => {
    expect(waitingTime(null, NOW)).toBeNull();
  });

  it('writes days and hours from a day up, dropping zero hours', () => {
    expect(waitingTime(ago(6 * DAY + 3 * HOUR + 59 * MIN), NOW)).toEqual({
      short: '6 d 3 h',
      spoken: '6 días 3 horas',
      hours: 147,
      level: 'overdue',
    });
    expect(waitingTime(ago(DAY + 30 * MIN), NOW)).toMatchObject({ short: '1 d', spoken: '1 día', hours: 24 });
    expect(waitingTime(ago(2 * DAY + HOUR), NOW)).toMatchObject({ short: '2 d 1 h', spoken: '2 días 1 hora' });
  });

  it('writes hours and minutes under a day, and minutes under an hour', () => {
    expect(waitingTime(ago(5 * HOUR + 20 * MIN + 30_000), NOW)).toEqual({
      short: '5 h 20 min',
      spoken: '5 horas 20 minutos',
      hours: 5,
      level: 'normal',
    });
    expect(waitingTime(ago(HOUR + MIN), NOW)).toMatchObject({ short: '1 h 1 min', spoken: '1 hora 1 minuto' });
    expect(waitingTime(ago(3 * HOUR), NOW)).toMatchObject({ short: '3 h', spoken: '3 horas' });
    expect(waitingTime(ago(12 * MIN), NOW)).toMatchObject({ short: '12 min', spoken: '12 minutos', hours: 0 });
    expect(waitingTime(ago(40_000), NOW)).toMatchObject({ short: '< 1 min', spoken: 'menos de un minuto' });
  });

  it('reads a start slightly in the future (another clock) as no wait yet', () => {
    expect(waitingTime(new Date(NOW.getTime() + 5_000), NOW)).toMatchObject({
      short: '< 1 min',
      hours: 0,
      level: 'normal',
    });
  });

  it('stands out past 24 hours (late) and past 72 hours (overdue)', () => {
    expect(waitingTime(ago(24 * HOUR), NOW)?.level).toBe('normal');
    expect(waitingTime(ago(24 * HOUR + MIN), NOW)?.level).toBe('late');
    expect(waitingTime(ago(72 * HOUR), NOW)?.level).toBe('late');
    expect(waitingTime(ago(72 * HOUR + MIN), NOW)?.level).toBe('overdue');
  });
});
