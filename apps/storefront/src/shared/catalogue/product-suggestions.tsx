// The catalogue's typeahead, shared by the store's search box and the staff desk's "Agregar
// producto": the suggestions route (/api/catalogo/sugerencias) and the listbox that shows them.

/** What the suggestions route answers for each product. */
export interface TProductSuggestion {
  product_id: string;
  description: string;
  sku: string;
}

const SUGGESTIONS_PATH = '/api/catalogo/sugerencias';

function isSuggestionList(value: unknown): value is { suggestions: TProductSuggestion[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'suggestions' in value &&
    Array.isArray(value.suggestions) &&
    value.suggestions.every(
      (s: unknown) => typeof s === 'object' && s !== null && 'product_id' in s && 'description' in s && 'sku' in s,
    )
  );
}

/** The best few products for what has been typed; none when the route fails. Rejects when aborted or offline. */
export async function fetchProductSuggestions(prefix: string, signal: AbortSignal): Promise<TProductSuggestion[]> {
  const response = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: prefix })}`, { signal });
  const body: unknown = response.ok ? await response.json() : null;
  return isSuggestionList(body) ? body.suggestions : [];
}

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
        </li>
      ))}
    </ul>
  );
}
