import type { Transporter } from 'nodemailer';
import type { TRenderedMail } from './mail-templates';

let transporter: Promise<Transporter> | undefined;
let transporterKey = '';

/** One pooled SMTP transport per host and port (locally the sink of scripts/smtp-sink.mjs). */
function smtpTransport(host: string, port: number): Promise<Transporter> {
  const key = `${host}:${port}`;
  if (transporter === undefined || transporterKey !== key) {
    // nodemailer loads with the first mail, not with every cold start: most requests send none.
    transporter = import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ host, port, secure: port === 465, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    );
    transporterKey = key;
  }
  return transporter;
}

/** Sends a rendered template over SMTP. */
export async function sendMailOverSmtp(host: string, port: number, mail: TRenderedMail): Promise<void> {
  await (await smtpTransport(host, port)).sendMail({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: (mail.attachments ?? []).map(({ filename, content, contentType }) => ({ filename, content, contentType })),
  });
}
