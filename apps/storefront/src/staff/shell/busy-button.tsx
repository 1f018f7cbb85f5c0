import type { ButtonHTMLAttributes } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';

const TONES = { primary: primaryButtonClass, secondary: secondaryButtonClass } as const;

export type BusyButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-busy' | 'className' | 'disabled'> & {
  /** The action is on its way (an export reading, a save waiting for its answer). */
  busy: boolean;
  tone?: keyof typeof TONES;
};

/**
 * A back-office button whose action takes a while: while busy it says so (aria-busy, a progress
 * cursor, dimmed) but is not `disabled`, so the keyboard focus stays on it; a second press is the
 * action's to ignore.
 */
export function BusyButton({ busy, tone = 'primary', type = 'button', ...props }: BusyButtonProps) {
  return (
    <button
      type={type}
      className={`${TONES[tone]} aria-busy:cursor-progress aria-busy:opacity-60`}
      aria-busy={busy || undefined}
      {...props}
    />
  );
}
