import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { TFunctionsEnv } from '../env';
import type { TRenderedMail } from './mail-templates';
import { SMTP_PASSWORD } from './smtp-secret';

export type TSmtpSettings = {
  readonly host: string;
  readonly port: number;
  /** The account; absent for the local sink, which takes mail without authentication. */
  readonly user?: string;
  readonly password?: string;
};

/**
 * nodemailer's options for a server: TLS from the first byte on 465, STARTTLS required on 587 (never
 * plain text to a real provider), user and password when there is an account. An account without a
 * password throws: a missing secret would otherwise only show as the provider's refusal.
 */
export function smtpTransportOptions(settings: TSmtpSettings): SMTPTransport.Options {
  const { host, port, user, password } = settings;
  if (user !== undefined && !password)
    throw new Error(`SMTP_USER is set (${user}) but the secret SMTP_PASSWORD is empty`);
  return {
    host,
    port,
    secure: port === 465,
    requireTLS: port === 587,
    ...(user === undefined ? {} : { auth: { user, pass: password } }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** The SMTP server of this instance's configuration; the password is read only when there is an account. */
export function smtpSettings(env: Pick<TFunctionsEnv, 'smtpHost' | 'smtpPort' | 'smtpUser'>): TSmtpSettings {
  return env.smtpUser === undefined
    ? { host: env.smtpHost, port: env.smtpPort }
    : { host: env.smtpHost, port: env.smtpPort, user: env.smtpUser, password: SMTP_PASSWORD.value() };
}

let transporter: Promise<Transporter> | undefined;
let transporterKey = '';

/** One pooled SMTP transport per server and account (locally the sink of scripts/smtp-sink.mjs). */
function smtpTransport(settings: TSmtpSettings): Promise<Transporter> {
  const options = smtpTransportOptions(settings);
  const key = `${settings.host}:${settings.port}:${settings.user ?? ''}:${settings.password ?? ''}`;
  if (transporter === undefined || transporterKey !== key) {
    // nodemailer loads with the first mail, not with every cold start: most requests send none.
    transporter = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    transporterKey = key;
  }
  return transporter;
}

/** Sends a rendered template over SMTP with the server and account of the configuration. */
export async function sendMailOverSmtp(
  env: Pick<TFunctionsEnv, 'smtpHost' | 'smtpPort' | 'smtpUser'>,
  mail: TRenderedMail,
): Promise<void> {
  await (
    await smtpTransport(smtpSettings(env))
  ).sendMail({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: (mail.attachments ?? []).map(({ filename, content, contentType }) => ({
      filename,
      content,
      contentType,
    })),
  });
}
