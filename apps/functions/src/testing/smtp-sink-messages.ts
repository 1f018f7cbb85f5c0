// Reads what the local SMTP sink (scripts/smtp-sink.mjs) received, for integration tests. Not bundled.

/** One message as the sink's HTTP API lists it. */
export type TSinkAttachment = { filename: string; mimeType: string; size: number; contentBase64: string };
export type TSinkMessage = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  attachments: TSinkAttachment[];
};

const sinkOrigin = () => process.env.SMTP_SINK_ORIGIN ?? '';

/** The messages delivered to `to`, oldest first (SMTP_SINK_ORIGIN is set by scripts/emulators.mjs). */
export async function sinkMessages(to: string): Promise<TSinkMessage[]> {
  const res = await fetch(`${sinkOrigin()}/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`SMTP sink answered ${res.status}`);
  return (await res.json()) as TSinkMessage[];
}
