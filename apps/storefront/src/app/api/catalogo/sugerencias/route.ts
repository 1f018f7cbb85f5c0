import type { NextRequest } from 'next/server';
import { getCatalogue } from '@/store/catalogue/get-catalogue';

const SUGGESTION_LIMIT = 6;
const MAX_PREFIX_LENGTH = 100;

/** Typeahead for the search box: the best few products for what has been typed so far. */
export async function GET(request: NextRequest) {
  const prefix = (request.nextUrl.searchParams.get('q') ?? '').trim().slice(0, MAX_PREFIX_LENGTH);
  const catalogue = await getCatalogue();
  const suggestions = prefix === '' ? [] : catalogue.engine.suggest(prefix, SUGGESTION_LIMIT);
  return Response.json(
    { suggestions },
    // The catalogue itself is cached for a minute on the server; browsers may reuse an answer as long.
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
