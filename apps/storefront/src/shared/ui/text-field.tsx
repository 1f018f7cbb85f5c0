import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const inputClass =
  'min-h-11 w-full rounded-button border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-red-600';

export const primaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-button bg-primary px-4 py-2 font-semibold text-on-primary transition-colors hover:bg-primary-dark disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-button border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60';

/** The ids that tie a field's hint and error to it (aria-describedby). */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** A field's label, control, hint and error, in that order. */
function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  hintId: string;
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with an optional hint and an error announced with it. */
export function TextField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </FieldFrame>
  );
}

/** A labelled textarea with an optional hint and an error announced with it. */
export function TextAreaField({
  label,
  hint,
  error,
  textareaRef,
  className = '',
  ...textarea
}: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  textareaRef?: Ref<HTMLTextAreaElement>;
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <textarea
        ref={textareaRef}
        id={id}
        className={`${inputClass} text-sm disabled:bg-slate-50 ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A labelled select with an optional hint and an error announced with it; `placeholder` is the empty choice. */
export function SelectField({
  label,
  hint,
  error,
  placeholder,
  options,
  ...select
}: {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  placeholder: string;
  options: readonly { readonly value: string; readonly label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <select
        id={id}
        className={`${inputClass} disabled:bg-slate-50`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** Field errors of a failed zod parse, first message per field. */
export function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * A form's field errors. When a submit finds some, focus moves to the first invalid field, so a
 * keyboard or screen-reader user lands on it and hears its label and error (not a silent page).
 * Give the form `ref={formRef}`.
 */
export function useFieldErrors() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrorState] = useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);
  const setErrors = useCallback((next: Record<string, string>) => {
    setErrorState(next);
    if (Object.keys(next).length > 0) setFailedSubmits((count) => count + 1);
  }, []);
  return { formRef, errors, setErrors };
}
