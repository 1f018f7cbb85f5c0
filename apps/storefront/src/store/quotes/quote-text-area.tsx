'use client';

import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { inputClass } from '@/shared/ui/text-field';

/** A labelled textarea with an optional hint and its error announced with it (the quote page's forms). */
export function QuoteTextArea({
  label,
  hint,
  error,
  ref,
  ...textarea
}: {
  label: string;
  hint?: string;
  error: string | null;
  ref?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
