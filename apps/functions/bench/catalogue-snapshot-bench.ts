// Run by `npm run bench` after the 100 000-row catalogue import, before the storefront's cold start
// (apps/storefront/bench/catalogue-follow-bench.ts), which reads what this writes. The scheduled
// refresh of the catalogue snapshot (refreshCatalogueSnapshotEvery) as the function runs it, against
// the emulator: after the import it takes some 100 000 changes (a whole build: the snapshot the seed
// wrote had one bucket), then, run again with nothing changed, it reads the mark and the meta only.
// Prints each run's time and what it wrote, and the snapshot's size.
import {
  CATALOGUE_SNAPSHOT_MAX_BUCKET_BYTES,
  CATALOGUE_SNAPSHOT_META_ID,
  catalogueSnapshotBucketId,
  FIRESTORE_COLLECTIONS,
} from '@voltia/domain';
import { adminFirestore } from '../src/admin-firestore';
import { firestoreCatalogueSnapshotStore } from '../src/catalogue/firestore-catalogue-snapshot-store';
import { refreshCatalogueSnapshot } from '../src/catalogue/refresh-catalogue-snapshot';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const line = (name: string, value: string, context: string) =>
  process.stdout.write(`  ${name.padEnd(64)} ${value.padStart(10)}   ${context}\n`);

async function main() {
  const db = adminFirestore();
  const store = firestoreCatalogueSnapshotStore(db);
  process.stdout.write('\ncatalogue snapshot refresh (the scheduled function, against the emulators)\n');

  let start = performance.now();
  const first = await refreshCatalogueSnapshot(store, quiet);
  line(
    `refresh after the import: ${first.outcome}`,
    `${((performance.now() - start) / 1000).toFixed(1)} s`,
    JSON.stringify(first),
  );
  if (first.outcome === 'conflict') throw new Error('another refresh ran at the same time');

  const meta =
    (await db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot).doc(CATALOGUE_SNAPSHOT_META_ID).get()).data() ?? {};
  const buckets = Number(meta.buckets ?? 0);
  const docs = await db.getAll(
    ...Array.from({ length: buckets }, (_, n) =>
      db.collection(FIRESTORE_COLLECTIONS.catalogueSnapshot).doc(catalogueSnapshotBucketId(n)),
    ),
  );
  const sizes = docs.map((doc) => (doc.get('products_gz') as Buffer | undefined)?.length ?? 0);
  line(
    `  snapshot: ${meta.products} products in ${buckets} buckets`,
    `${(sizes.reduce((a, b) => a + b, 0) / 1_048_576).toFixed(1)} MB`,
    `gzip; largest bucket ${(Math.max(...sizes) / 1024).toFixed(0)} kB (a bucket is rebuilt past ${CATALOGUE_SNAPSHOT_MAX_BUCKET_BYTES / 1000} kB)`,
  );

  start = performance.now();
  const again = await refreshCatalogueSnapshot(store, quiet);
  line(
    `refresh with nothing changed: ${again.outcome}`,
    `${(performance.now() - start).toFixed(0)} ms`,
    'reads: the mark and the meta',
  );
}

main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
