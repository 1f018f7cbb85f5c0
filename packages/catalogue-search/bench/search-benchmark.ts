// Search latency budgets at the scale of a national distributor: over a generated 100 000-product
// catalogue, search p95 ≤ 10 ms and typeahead suggestions p95 ≤ 5 ms, every query from scratch.
// Run: pnpm --filter @voltia/catalogue-search bench. Exits 1 when over budget. Another size:
// pnpm --filter @voltia/catalogue-search bench 20000 (docs/decisions/015, where the in-memory engine ends).
import { availableParallelism, loadavg } from 'node:os';
import { createRandom, DEMO_BRANDS, DEMO_CATEGORIES, DEMO_PRODUCTS } from '@voltia/demo-data';
import type { TCatalogueQuery, TCatalogueSearchEngine, TCatalogueSort } from '../src/index';
import { CATALOGUE_SORTS, createCatalogueSearch } from '../src/index';
import { generateLargeCatalogue } from './generate-large-catalogue';

const CATALOGUE_SIZE = Number.parseInt(process.argv[2] ?? '100000', 10);
if (!Number.isSafeInteger(CATALOGUE_SIZE) || CATALOGUE_SIZE < DEMO_PRODUCTS.length)
  throw new Error(`the catalogue size must be a whole number of at least ${DEMO_PRODUCTS.length}`);
const SEARCH_P95_BUDGET_MS = 10;
const SUGGEST_P95_BUDGET_MS = 5;
const MEASURED_PASSES = 5;

const write = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/** What people type: typos, missing accents, half-typed words, brands, technical terms. */
const TEXTS = [
  'termomagnetico',
  'termomagnético',
  'interuptor',
  'interruptor termomagnetico 2 polos',
  'interruptor 3 polos 40 a',
  'contac',
  'contactor',
  'contactor 9 a',
  'contactor tripolar 25 a',
  'cable thw calibre 12',
  'cabel',
  'cable uso rudo',
  'cable de cobre desnudo',
  'iluminacion led',
  'lampara led',
  'lampra',
  'foco led 9 w',
  'tubo conduit',
  'tubo conduit pared gruesa',
  'condulet',
  'centro de carga',
  'centro de carga qo 8 espacios',
  'guantes dielectricos',
  'guantes dielectricos clase 0',
  'multimetro',
  'multimetor',
  'pinza amperimetrica',
  'variador de frecuencia',
  'variadro',
  'motor trifasico',
  'motor trifásico 2 hp',
  'sensor inductivo',
  'controlador logico programable',
  'boton paro emergencia',
  'relevador',
  'relevador de sobrecarga',
  'guardamotor',
  'arrancador',
  'zapata',
  'terminal de ojo',
  'conector de palanca',
  'cinta aislante',
  'cinta de aislar',
  'termocontractil',
  'tubo termocontráctil',
  'apagador',
  'apagador tres vias',
  'contacto duplex',
  'placa modus',
  'clavija',
  'respirador n95',
  'chaleco',
  'pelacables',
  'pinza de punta',
  'desarmador',
  'navaja',
  'gabinete',
  'tablero',
  'schneider',
  'siemens interruptor',
  'eaton br',
  'abb',
  'philips',
  'osram tubo',
  'truper',
  'klein',
  'fluke',
  '3m',
  'weg motor',
  'calibre 10',
  '600 v',
  'riel din',
  'nema',
  'ip65',
  'luz de dia',
  'blanco',
  'negro rollo 100 m',
  'serie pro',
  'caja con 25',
  'int',
  'inte',
  'interr',
  'cab',
  'ilum',
  'vari',
  'mot',
  'con',
  'ter',
  'mul',
  'guan',
  'illuminacion',
  'canalizacion',
  'protecion personal',
  'medicion',
  'automatizacion',
  'xyzzy',
  'cable xyzzy',
];

const CATEGORY_IDS = DEMO_CATEGORIES.map((category) => category.id);
const BRAND_IDS = DEMO_BRANDS.map((brand) => brand.id);

function buildQueries(catalogue: readonly { sku: string; published: boolean }[]): TCatalogueQuery[] {
  const random = createRandom(7);
  const pickOne = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const variants = (text: string | undefined, index: number): TCatalogueQuery => {
    const query: TCatalogueQuery = { text };
    const shape = index % 6;
    if (shape === 1) query.categoryIds = [pickOne(CATEGORY_IDS)];
    if (shape === 2) query.brandIds = [pickOne(BRAND_IDS), pickOne(BRAND_IDS)];
    if (shape === 3) {
      query.categoryIds = [pickOne(CATEGORY_IDS), pickOne(CATEGORY_IDS)];
      query.brandIds = [pickOne(BRAND_IDS)];
    }
    query.sort = index % 4 === 0 ? pickOne<TCatalogueSort>(CATALOGUE_SORTS) : 'relevance';
    query.page = pickOne([1, 1, 1, 2, 3, 10, 400]);
    return query;
  };

  const queries: TCatalogueQuery[] = [];
  TEXTS.forEach((text, index) => {
    queries.push(variants(text, index));
    queries.push(variants(text, index + 1));
  });
  // SKUs as printed, lower-case, without dashes, and half-typed.
  const skus = catalogue.filter((product) => product.published).map((product) => product.sku);
  for (let n = 0; n < 40; n++) {
    const sku = pickOne(skus);
    const forms = [sku, sku.toLowerCase(), sku.replace(/[^A-Za-z0-9]/g, ''), sku.slice(0, Math.max(3, sku.length - 3))];
    queries.push({ text: forms[n % forms.length] });
  }
  // Browsing without text: facets only, every sort, deep pages.
  for (let n = 0; n < 30; n++) queries.push(variants(undefined, n));
  return queries;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

function measure(run: (index: number) => unknown, count: number): number[] {
  const timings: number[] = [];
  for (let pass = 0; pass < MEASURED_PASSES; pass++) {
    for (let index = 0; index < count; index++) {
      const start = performance.now();
      run(index);
      timings.push(performance.now() - start);
    }
  }
  return timings.sort((a, b) => a - b);
}

function warmUp(engine: TCatalogueSearchEngine, queries: readonly TCatalogueQuery[]): void {
  for (const query of queries) engine.search(query);
}

function report(label: string, timings: number[], budget: number | null): boolean {
  const ok = budget === null || percentile(timings, 0.95) <= budget;
  const fmt = (value: number): string => `${value.toFixed(2)} ms`;
  const budgetText = budget === null ? '(no budget)' : `(budget ${budget} ms) ${ok ? 'OK' : 'OVER BUDGET'}`;
  write(`${label} p50: ${fmt(percentile(timings, 0.5))}`);
  write(`${label} p95: ${fmt(percentile(timings, 0.95))} ${budgetText}`);
  write(`${label} p99: ${fmt(percentile(timings, 0.99))}`);
  write(`${label} max: ${fmt(timings[timings.length - 1]!)}`);
  return ok;
}

const catalogue = generateLargeCatalogue(DEMO_PRODUCTS, CATALOGUE_SIZE);
const queries = buildQueries(catalogue);

const textQueries = queries.filter((query) => query.text !== undefined).length;
write(`catalogue: ${catalogue.length} products (demo products and seeded variants of them)`);
write(
  `queries: ${queries.length} (${textQueries} with text, ${queries.length - textQueries} facet-only), ${MEASURED_PASSES} passes after 1 warm-up pass`,
);
write(`node ${process.version}, ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} at start`);

// One engine at a time, so the figures are not paid partly by another engine's garbage collection.
let start = performance.now();
let engine = createCatalogueSearch(catalogue, { categories: DEMO_CATEGORIES, textCacheSize: 0 });
const built = performance.now() - start;
await engine.prepare();
write(
  `build: ${built.toFixed(0)} ms for ${engine.size} published products (the orders and facets a page without text needs), ${(performance.now() - start).toFixed(0)} ms with the text indexed (includes JIT warm-up)`,
);

warmUp(engine, queries);
write();
write('Every query computed from scratch (text cache off), the budgeted figure:');
const withinBudget = report(
  'search',
  measure((index) => engine.search(queries[index]!), queries.length),
  SEARCH_P95_BUDGET_MS,
);

const prefixes = TEXTS.flatMap((text) => [text.slice(0, 3), text.slice(0, 5), text]);
write();
write(`Typeahead, ${prefixes.length} prefixes (text cache off):`);
const suggestionsWithinBudget = report(
  'suggest',
  measure((index) => engine.suggest(prefixes[index]!), prefixes.length),
  SUGGEST_P95_BUDGET_MS,
);

// A change reaches a running engine in place (`apply`): one staff edit, and one import batch of 500.
const published = catalogue.filter((product) => product.published);
const edits = Array.from({ length: 40 }, (_, index) => published[(index * 7919) % published.length]!);
write();
write(`Changes taken in place (apply), each moving its product in the description and SKU orders:`);
report(
  'apply one edit',
  measure(
    (index) => engine.apply([{ ...edits[index]!, description: `Zz ${edits[index]!.description}`, sku: `A${index}` }]),
    edits.length,
  ),
  null,
);
const batch = published.slice(0, 500).map((product) => ({ ...product, description: `${product.description} (v2)` }));
start = performance.now();
engine.apply(batch);
write(`apply one import batch of ${batch.length}: ${(performance.now() - start).toFixed(0)} ms`);

start = performance.now();
engine = createCatalogueSearch(catalogue, { categories: DEMO_CATEGORIES });
await engine.prepare();
write();
write(
  `Default engine (recent texts cached, as paging and facet clicks on one search would hit), build ${(performance.now() - start).toFixed(0)} ms:`,
);
warmUp(engine, queries);
report(
  'search (cached)',
  measure((index) => engine.search(queries[index]!), queries.length),
  null,
);

const load = loadavg()[0]!;
write();
write(
  `load average ${load.toFixed(1)} at end${load > availableParallelism() ? ': the machine was busy with other work, latencies above include waiting for a CPU' : ''}`,
);
if (!withinBudget || !suggestionsWithinBudget) process.exitCode = 1;
