#!/usr/bin/env node
// A local SMTP sink: a real SMTP server (smtp-server) that accepts every message on the loopback
// interface, keeps it in memory, and serves what it received over HTTP, so the mailing function
// sends real SMTP and tests read what was delivered.
//
//   node scripts/smtp-sink.mjs                 standalone (Ctrl-C to stop)
//   import { startSmtpSink } from './smtp-sink.mjs'   (scripts/emulators.mjs)
//
//   SMTP_SINK_PORT       SMTP port (default 2525)
//   SMTP_SINK_HTTP_PORT  HTTP port (default 2526)
//
//   GET    /messages?to=<address>  JSON list of {from, to[], subject, text, html, date, attachments[]},
//                                  oldest first; an attachment is {filename, mimeType, size, contentBase64}
//   DELETE /messages               forgets every message
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const HOST = '127.0.0.1';
/** The ports when nothing else is asked (scripts/emulators.mjs moves them for its second set). */
export const SMTP_SINK_PORTS = { smtp: 2525, http: 2526 };
// Room for a quote PDF of a few hundred lines with its embedded fonts.
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
const MAX_MESSAGES = 1000;

function portFrom(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`[smtp-sink] ${name} must be a port number (got "${value}")`);
  return port;
}

// smtp-server re-emits its net.Server's errors on itself, so errors are read from `emitter`.
function listen(server, port, what, emitter = server) {
  return new Promise((resolveListen, rejectListen) => {
    const onError = (error) => {
      server.off('listening', onListening);
      rejectListen(
        error.code === 'EADDRINUSE'
          ? new Error(
              `[smtp-sink] the ${what} port ${HOST}:${port} is already in use. Stop whatever uses it or choose another port (${what === 'SMTP' ? 'SMTP_SINK_PORT' : 'SMTP_SINK_HTTP_PORT'}).`,
            )
          : error,
      );
    };
    const onListening = () => {
      emitter.off('error', onError);
      resolveListen();
    };
    emitter.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, HOST);
  });
}

const close = (server) => new Promise((resolveClose) => server.close(() => resolveClose()));

/**
 * Starts the sink. Resolves with { smtpPort, httpPort, origin, stop } once both servers listen;
 * rejects with a clear message when a port is taken (nothing is left listening then).
 */
export async function startSmtpSink({
  smtpPort = portFrom(process.env.SMTP_SINK_PORT, SMTP_SINK_PORTS.smtp, 'SMTP_SINK_PORT'),
  httpPort = portFrom(process.env.SMTP_SINK_HTTP_PORT, SMTP_SINK_PORTS.http, 'SMTP_SINK_HTTP_PORT'),
  log = (message) => process.stdout.write(`[smtp-sink] ${message}\n`),
} = {}) {
  /** @type {{from: string, to: string[], subject: string, text: string, html: string, date: string, attachments: {filename: string, mimeType: string, size: number, contentBase64: string}[]}[]} */
  const messages = [];

  const smtp = new SMTPServer({
    // Local only: no authentication and no STARTTLS (its self-signed certificate would only make
    // clients fail); a loopback listener is not reachable from other machines.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          messages.push({
            from: parsed.from?.address ?? session.envelope.mailFrom?.address ?? '',
            fromName: parsed.from?.name ?? '',
            to: envelopeTo,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            date: parsed.date ?? new Date().toISOString(),
            attachments: (parsed.attachments ?? []).map((attachment) => {
              const content = Buffer.from(attachment.content);
              return {
                filename: attachment.filename ?? '',
                mimeType: attachment.mimeType,
                size: content.length,
                contentBase64: content.toString('base64'),
              };
            }),
          });
          if (messages.length > MAX_MESSAGES) messages.shift();
          log(`received "${parsed.subject ?? ''}" for ${envelopeTo.join(', ')}`);
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${HOST}`);
    const send = (status, body) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/messages') return send(404, { error: 'not found' });
    if (req.method === 'GET') {
      const to = url.searchParams.get('to')?.trim().toLowerCase();
      return send(200, to ? messages.filter((message) => message.to.includes(to)) : messages);
    }
    if (req.method === 'DELETE') {
      messages.length = 0;
      return send(200, { ok: true });
    }
    res.setHeader('Allow', 'GET, DELETE');
    return send(405, { error: 'method not allowed' });
  });

  // After start-up an SMTP session error is logged, never fatal.
  await listen(smtp.server, smtpPort, 'SMTP', smtp);
  smtp.on('error', (error) => log(`SMTP error: ${error.message}`));
  try {
    await listen(http, httpPort, 'HTTP');
  } catch (error) {
    await new Promise((resolveClose) => smtp.close(() => resolveClose()));
    throw error;
  }
  const origin = `http://${HOST}:${httpPort}`;
  log(`SMTP on ${HOST}:${smtpPort}, messages at ${origin}/messages`);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // A client that keeps its connection open must not hold the emulators' shutdown: 3 s at most.
    const closing = Promise.all([new Promise((resolveClose) => smtp.close(() => resolveClose())), close(http)]);
    let timer;
    await Promise.race([closing, new Promise((resolveTimeout) => (timer = setTimeout(resolveTimeout, 3000)))]);
    clearTimeout(timer);
  };
  return { smtpHost: HOST, smtpPort, httpPort, origin, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const sink = await startSmtpSink();
    const shutdown = () => sink.stop().then(() => process.exit(0));
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  } catch (error) {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n\n`);
    process.exit(1);
  }
}
