import { waitingTime, type TWaitingLevel } from './waiting-time';

const TONE: Record<TWaitingLevel, string> = {
  normal: 'text-slate-700',
  late: 'rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900',
  overdue: 'rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800 ring-1 ring-red-300',
};

const WHY: Record<TWaitingLevel, string> = { normal: '', late: ', más de un día', overdue: ', más de tres días' };

/** How long the customer has been waiting for staff: "6 d 3 h", marked past a day and past three. */
export function WaitingTimeLabel({ since, now }: { since: Date | null; now: Date }) {
  const wait = waitingTime(since, now);
  if (wait === null) {
    return (
      <span data-testid="waiting-time" data-level="none" className="text-slate-500">
        <span aria-hidden="true">—</span>
        <span className="sr-only">no espera al equipo</span>
      </span>
    );
  }
  return (
    <span
      data-testid="waiting-time"
      data-level={wait.level}
      data-hours={wait.hours}
      className={`inline-block whitespace-nowrap ${TONE[wait.level]}`}
    >
      <span aria-hidden="true">{wait.short}</span>
      <span className="sr-only">
        {wait.spoken}
        {WHY[wait.level]}
      </span>
    </span>
  );
}
