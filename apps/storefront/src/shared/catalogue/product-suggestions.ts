// The catalogue's typeahead, shared by the store's search box and the staff desk's "Agregar
// producto": the suggestions route (/api/catalogo/sugerencias). useProductCombobox asks it;
// ProductSuggestionList shows what it answers.

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
