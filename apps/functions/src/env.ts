import { z } from 'zod';

/**
 * The functions' configuration, read and validated in this one module (never `process.env`
 * elsewhere). Locally the values come from the shell or `apps/functions/.env`; the defaults are
 * the storefront's local dev origins, so the emulators work with no configuration.
 */
export const DEFAULT_STOREFRONT_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'] as const;

// An origin is scheme://host[:port] only: `new URL().origin` drops any path or trailing slash.
const ZOrigin = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const ZOriginList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(ZOrigin).min(1));

export const ZFunctionsEnv = z.object({
  /** Browser origins allowed to call the stats API (CORS), comma-separated. */
  storefrontOrigins: ZOriginList.default([...DEFAULT_STOREFRONT_ORIGINS]),
});
export type TFunctionsEnv = z.infer<typeof ZFunctionsEnv>;

type RawEnv = Record<string, string | undefined>;

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/** Parses the environment; throws a readable error naming the bad variable. */
export function parseFunctionsEnv(raw: RawEnv): TFunctionsEnv {
  const result = ZFunctionsEnv.safeParse({ storefrontOrigins: blankToUndefined(raw.STOREFRONT_ORIGINS) });
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid functions configuration: STOREFRONT_ORIGINS (${issues})`);
  }
  return result.data;
}

let cached: TFunctionsEnv | undefined;

/** The configuration of this instance, parsed once. */
export function functionsEnv(): TFunctionsEnv {
  cached ??= parseFunctionsEnv({ STOREFRONT_ORIGINS: process.env.STOREFRONT_ORIGINS });
  return cached;
}
