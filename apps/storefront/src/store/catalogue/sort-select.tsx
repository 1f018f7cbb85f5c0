'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useId, useSyncExternalStore, useTransition } from 'react';

export interface SortSelectProps {
  value: string;
  options: readonly { value: string; label: string }[];
  /** Listing URL for each sort value (filters kept, back to page 1). */
  hrefs: Readonly<Record<string, Route>>;
  /** Hidden fields of the current search, so the plain form (no JavaScript) keeps it too. */
  hiddenFields: readonly { name: string; value: string }[];
}

const subscribeNothing = () => () => {};

/**
 * Sort order. Without JavaScript it is a GET form with an "Ordenar" button; once hydrated the order
 * applies as soon as it is chosen, and the button goes away.
 */
export function SortSelect({ value, options, hrefs, hiddenFields }: SortSelectProps) {
  const router = useRouter();
  const selectId = useId();
  const [isPending, startTransition] = useTransition();
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  return (
    <form action="/productos" method="get" className="flex items-center gap-2" aria-busy={isPending}>
      {hiddenFields.map((field, index) => (
        <input key={`${field.name}-${index}`} type="hidden" name={field.name} value={field.value} />
      ))}
      <label htmlFor={selectId} className="text-sm font-medium whitespace-nowrap text-slate-700">
        Ordenar por
      </label>
      <select
        id={selectId}
        name="orden"
        defaultValue={value}
        key={value}
        onChange={(event) => {
          const href = hrefs[event.target.value];
          if (href) startTransition(() => router.push(href, { scroll: false }));
        }}
        className="min-h-11 min-w-0 rounded-button border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 shadow-sm focus:border-primary"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button
          type="submit"
          className="min-h-11 rounded-button border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          Ordenar
        </button>
      )}
    </form>
  );
}
