/**
 * Seeds the running Firebase emulators with the demo data.
 * Usage: tsx src/seed-cli.ts [--project <id> | <id>]
 * The project id comes from the command line, else GCLOUD_PROJECT, else demo-voltia.
 */
import { pathToFileURL } from 'node:url';
import { seedEmulators, type SeedSummary } from './seed-emulators';

const DEFAULT_PROJECT_ID = 'demo-voltia';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function projectFromArgs(argv: readonly string[]): string | undefined {
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (arg.startsWith('--project=')) return nonEmpty(arg.slice('--project='.length));
    if (arg === '--project') return nonEmpty(argv[index + 1]);
    if (!arg.startsWith('-')) return nonEmpty(arg);
  }
  return undefined;
}

export function resolveProjectId(argv: readonly string[], env: { GCLOUD_PROJECT?: string | undefined }): string {
  return projectFromArgs(argv) ?? nonEmpty(env.GCLOUD_PROJECT) ?? DEFAULT_PROJECT_ID;
}

/** What the seed loaded, in Spanish, for the terminal of `npm run dev`. */
export function describeSeedSummary(summary: SeedSummary): string {
  return (
    `Datos demo cargados en ${summary.projectId}: ${summary.categories} categorías, ${summary.brands} marcas, ` +
    `${summary.products} productos, ${summary.suppliers} proveedores, ${summary.users} usuarios ` +
    `(${summary.staffMembers} del personal de ventas), ${summary.quotes} cotizaciones (${summary.inboxQuotes} en la bandeja ` +
    `de ventas, con ${summary.desks} hojas de precios, ${summary.historyEntries} entradas de historial y ${summary.messages} mensajes), ` +
    `${summary.orders} ${summary.orders === 1 ? 'pedido' : 'pedidos'} (con ${summary.orderHistoryEntries} ` +
    `${summary.orderHistoryEntries === 1 ? 'entrada' : 'entradas'} de historial); lista de precios de ${summary.prices} productos con ${summary.priceHistory} cambios en su historial; ` +
    `estadísticas de ${summary.statsDays} días.`
  );
}

async function main(): Promise<void> {
  const projectId = resolveProjectId(process.argv.slice(2), process.env);
  const summary = await seedEmulators({ projectId });
  process.stdout.write(`${describeSeedSummary(summary)}\n`);
}

// Run only when executed directly, so tests can import resolveProjectId without seeding.
const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
