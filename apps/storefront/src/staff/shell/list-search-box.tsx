'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SearchIcon, XIcon } from '@/shared/ui/icons';
import { inputClass } from '@/shared/ui/text-field';

/** Typing pauses this long before the search runs; Enter runs it at once. */
const SEARCH_DEBOUNCE_MS = 300;
/** The filter keeps searches up to this length (ZInboxFilter). */
const MAX_SEARCH_LENGTH = 100;

/**
 * A back-office list's text search (the inbox's words unless told others): runs ~300 ms after
 * typing stops, at once on Enter, and clears with its button. `value` is the search in the URL; a
 * new one (back button, a shared link) replaces the text.
 */
export function ListSearchBox({
  value,
  onSearch,
  label = 'Buscar cotizaciones',
  placeholder = 'Número, cliente, empresa, RFC…',
}: {
  value: string;
  onSearch: (text: string) => void;
  /** Each list's own words (the orders', the prices', the catalogue's, the metrics'). */
  label?: string;
  placeholder?: string;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    // Keep what is being typed when the URL only caught up with it (a trailing space, say).
    if (draft.trim() !== value.trim()) setDraft(value);
  }

  useEffect(() => {
    if (draft.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() !== value.trim()) onSearch(draft.trim());
  };

  const clear = () => {
    setDraft('');
    if (value !== '') onSearch('');
    inputRef.current?.focus();
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          ref={inputRef}
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={placeholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={`${inputClass} min-h-11 pr-11 pl-10 [&::-webkit-search-cancel-button]:appearance-none`}
        />
        {draft === '' ? null : (
          <button
            type="button"
            onClick={clear}
            aria-label="Borrar búsqueda"
            className="absolute top-1/2 right-1 grid size-9 -translate-y-1/2 place-items-center rounded-button text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <XIcon className="size-5" />
          </button>
        )}
      </div>
    </form>
  );
}
