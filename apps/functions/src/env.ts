import { z } from 'zod';

/**
 * The functions' configuration, read and validated in this one module (never `process.env`
 * elsewhere). Locally the values come from the shell or `apps/functions/.env`, in a project from
 * `apps/functions/.env.<projectId>` (template: `.env.example-project`); the defaults are
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

export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';
export const DEFAULT_SMTP_HOST = '127.0.0.1';
export const DEFAULT_SMTP_PORT = 2525;
export const DEFAULT_STAFF_INBOX = 'ventas@voltia.example';
/** How long a raw stats event is kept before Firestore's TTL deletes it; the aggregates stay. */
export const DEFAULT_STATS_EVENT_RETENTION_DAYS = 90;

export const ZFunctionsEnv = z.object({
  /** Browser origins allowed to call the stats and mailing APIs (CORS), comma-separated. */
  storefrontOrigins: ZOriginList.default([...DEFAULT_STOREFRONT_ORIGINS]),
  /** Where confirmEmail redirects to (the storefront's origin, no path). */
  storefrontUrl: ZOrigin.default(DEFAULT_STOREFRONT_URL),
  /** The SMTP server the mailing function sends through (locally: scripts/smtp-sink.mjs). */
  smtpHost: z.string().trim().min(1).default(DEFAULT_SMTP_HOST),
  smtpPort: z.coerce.number().int().min(1).max(65535).default(DEFAULT_SMTP_PORT),
  /**
   * The SMTP account (a real provider needs one); its password is the secret SMTP_PASSWORD
   * (mailing/smtp-secret.ts). Unset locally: the sink takes mail without authentication.
   */
  smtpUser: z.string().trim().min(1).optional(),
  /** The sales inbox told of every new quote request (one address). */
  staffInbox: z.string().trim().toLowerCase().max(254).pipe(z.email()).default(DEFAULT_STAFF_INBOX),
  /** Days a raw stats event lives (its `expire_at`, a Firestore TTL field); 1 to 3650. */
  statsEventRetentionDays: z.coerce.number().int().min(1).max(3650).default(DEFAULT_STATS_EVENT_RETENTION_DAYS),
  /**
   * How many proxies before the functions append to X-Forwarded-For (Google's front end: 1), so a
   * client's address for rate limits is the one they saw, not one the client wrote (clientAddress).
   */
  trustedProxyHops: z.coerce.number().int().min(0).max(10).default(1),
});
export type TFunctionsEnv = z.infer<typeof ZFunctionsEnv>;

type RawEnv = Record<string, string | undefined>;

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

/** The environment variable behind each setting, to name it in errors (and in .env.example-project). */
export const VARIABLE_OF: Record<keyof TFunctionsEnv, string> = {
  storefrontOrigins: 'STOREFRONT_ORIGINS',
  storefrontUrl: 'STOREFRONT_URL',
  smtpHost: 'SMTP_HOST',
  smtpPort: 'SMTP_PORT',
  smtpUser: 'SMTP_USER',
  staffInbox: 'STAFF_INBOX',
  statsEventRetentionDays: 'STATS_EVENT_RETENTION_DAYS',
  trustedProxyHops: 'TRUSTED_PROXY_HOPS',
};

/** Parses the environment; throws a readable error naming the bad variable. */
export function parseFunctionsEnv(raw: RawEnv): TFunctionsEnv {
  const result = ZFunctionsEnv.safeParse(
    Object.fromEntries(Object.entries(VARIABLE_OF).map(([key, variable]) => [key, blankToUndefined(raw[variable])])),
  );
  if (!result.success) {
    const issues = result.error.issues
      .map((issue) => `${VARIABLE_OF[issue.path[0] as keyof TFunctionsEnv]}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid functions configuration: ${issues}`);
  }
  return result.data;
}

let cached: TFunctionsEnv | undefined;

/** The configuration of this instance, parsed once. */
export function functionsEnv(): TFunctionsEnv {
  cached ??= parseFunctionsEnv(
    Object.fromEntries(Object.values(VARIABLE_OF).map((variable) => [variable, process.env[variable]])),
  );
  return cached;
}
