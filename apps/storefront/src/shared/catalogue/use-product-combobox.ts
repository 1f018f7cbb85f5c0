'use client';

import { useEffect, useState, type KeyboardEvent } from 'react';
import { fetchProductSuggestions, type TProductSuggestion } from './product-suggestions';

/** Fewer characters than this ask for no suggestions. */
const MIN_SUGGEST_LENGTH = 2;

/**
 * Where the arrow keys take the active option of a product combobox: positions run from -1 (the
 * text typed, no option active) to the last suggestion, and wrap at both ends.
 */
export function nextActiveOption(current: number, key: 'ArrowDown' | 'ArrowUp', count: number): number {
  const last = count - 1;
  if (key === 'ArrowDown') return current >= last ? -1 : current + 1;
  return current <= -1 ? last : current - 1;
}

/**
 * The catalogue's typeahead as a WAI-ARIA combobox, for the store's search box and the desk's
 * "Agregar producto": what is typed asks the suggestions route after a pause (never for what
 * `shouldSuggest` turns down), the arrow keys move through the options (nextActiveOption), Enter
 * on an option picks it, Escape and leaving the field close the list. `inputProps` and `listProps`
 * go on the input and on ProductSuggestionList.
 */
export function useProductCombobox({
  baseId,
  initialText = '',
  delayMs,
  shouldSuggest = () => true,
  onPick,
}: {
  baseId: string;
  initialText?: string;
  delayMs: number;
  shouldSuggest?: (typed: string) => boolean;
  onPick: (suggestion: TProductSuggestion) => void;
}) {
  const [text, setText] = useState(initialText);
  const [suggestions, setSuggestions] = useState<TProductSuggestion[]>([]);
  // The text the current suggestions answer, to tell "nothing matches" from "not asked yet".
  const [searched, setSearched] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${baseId}-sugerencias`;
  const optionId = (index: number) => `${baseId}-opcion-${index}`;

  const typed = text.trim();
  const wanted = typed.length >= MIN_SUGGEST_LENGTH && shouldSuggest(typed);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchProductSuggestions(typed, controller.signal)
        .then((list) => {
          setSuggestions(list);
          setSearched(typed);
          setActive(-1);
          setOpen(true);
        })
        .catch(() => {
          // Aborted by newer typing, or offline: nothing to suggest this time (a search still works).
        });
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [typed, wanted, delayMs]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (suggestion: TProductSuggestion) => {
    close();
    setSuggestions([]);
    onPick(suggestion);
  };
  const change = (next: string) => {
    setText(next);
    if (next.trim().length < MIN_SUGGEST_LENGTH) {
      setSuggestions([]);
      setSearched(null);
      close();
    }
  };

  const expanded = open && suggestions.length > 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      setActive((current) => nextActiveOption(current, event.key as 'ArrowDown' | 'ArrowUp', suggestions.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      pick(suggestions[active] as TProductSuggestion);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return {
    text,
    setText: change,
    close,
    suggestions,
    expanded,
    /** Asked, answered, and nothing matches what is typed now. */
    noResults: open && suggestions.length === 0 && searched !== null && searched === typed,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      autoComplete: 'off',
      spellCheck: false,
      value: text,
      onKeyDown,
      onBlur: close,
      onFocus: () => setOpen(suggestions.length > 0),
    },
    listProps: { id: listId, suggestions, active, expanded, optionId, onPick: pick, onHover: setActive },
  };
}
