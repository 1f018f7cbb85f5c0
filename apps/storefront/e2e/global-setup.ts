import { seedEmulators } from '@voltia/demo-data/seed';

/**
 * Seeds the emulators with the demo catalogue before any browser test: the catalogue pages render
 * from it. The emulator runner (scripts/emulators.mjs) sets FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST; without them the seed refuses to run and says why.
 * Seeding is idempotent, so running it against already-seeded emulators changes nothing.
 */
export default async function globalSetup(): Promise<void> {
  const summary = await seedEmulators({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-voltia' });
  console.warn(
    `[e2e] emulators seeded: ${summary.products} products, ${summary.categories} categories, ${summary.brands} brands`,
  );
}
