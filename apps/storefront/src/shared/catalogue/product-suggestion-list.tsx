import type { TProductSuggestion } from './product-suggestions';

/** A combobox's options (WAI-ARIA listbox): the input keeps the focus, `active` is its aria-activedescendant. */
export function ProductSuggestionList({
  id,
  label,
  suggestions,
  active,
  expanded,
  optionId,
  onPick,
  onHover,
  className,
  noteFor,
}: {
  id: string;
  label: string;
  suggestions: readonly TProductSuggestion[];
  active: number;
  expanded: boolean;
  optionId: (index: number) => string;
  onPick: (suggestion: TProductSuggestion) => void;
  onHover: (index: number) => void;
  className: string;
  /** A word about a suggestion under its SKU (the desk: "Ya está en la cotización"), or null. */
  noteFor?: (suggestion: TProductSuggestion) => string | null;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} hidden={!expanded} className={className}>
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion.product_id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          // Keep the focus in the input: the click below does the work.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
          onMouseEnter={() => onHover(index)}
          className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-primary-light text-primary-dark' : ''}`}
        >
          <span className="block leading-snug">{suggestion.description}</span>
          <span className="mt-0.5 block font-mono text-xs text-slate-500">SKU {suggestion.sku}</span>
          {noteFor?.(suggestion) ? (
            <span className="mt-0.5 block text-xs font-semibold text-amber-900">{noteFor(suggestion)}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
