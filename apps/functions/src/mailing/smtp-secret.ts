import { defineSecret } from 'firebase-functions/params';

/**
 * The SMTP account's password, a Cloud Secret Manager secret (`firebase functions:secrets:set
 * SMTP_PASSWORD`), bound only to the functions that send mail (MAIL_SECRETS); the emulator reads
 * apps/functions/.secret.local instead. scripts/deploy-check.mjs checks the binding in the manifest.
 */
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');

/** The secrets of a function that sends mail: mailing, confirmEmail, quotes and deliverOutbox. */
export const MAIL_SECRETS = [SMTP_PASSWORD];
