'use client';

import { useRef, useState, type FormEvent } from 'react';
import { getErrorEntry, QUOTE_MESSAGE_MAX_LENGTH, type TQuoteActorRole } from '@voltia/domain';
import type { TStoredMessage } from '@voltia/firebase-client/quotes';
import { toast } from '@/shared/browser/toasts';
import { primaryButtonClass, TextAreaField } from '@/shared/ui/text-field';
import type { TLive } from '@/shared/live/use-live';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { loadStaffBackend } from '../../staff-backend';
import { failureMessage } from '@/shared/ui/failure-message';
import { LiveFallback } from '@/shared/ui/live-content';

const ROLE_LABELS: Readonly<Record<TQuoteActorRole, string>> = {
  customer: 'Cliente',
  staff: 'Personal de ventas',
  system: 'Sistema',
};

/** The customer–staff thread, live, and a composer that keeps the text if the message cannot be sent. */
export function QuoteThread({
  quoteId,
  messages,
  canPost,
}: {
  quoteId: string;
  messages: TLive<readonly TStoredMessage[]>;
  canPost: boolean;
}) {
  const [text, setText] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const post = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(getErrorEntry('quote/message-required').message);
      return textRef.current?.focus();
    }
    setBusy(true);
    setError(null);
    try {
      const backend = await loadStaffBackend();
      await backend.postQuoteMessage(quoteId, text.trim());
      setText('');
    } catch (caught) {
      const message = failureMessage(caught, 'quote/message-failed');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="mensajes" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="mensajes" className="text-base font-bold text-slate-900">
        Mensajes con el cliente
      </h2>
      {messages.status !== 'ready' ? (
        <LiveFallback live={messages} loading="Cargando los mensajes…" />
      ) : (
        // A log region (new messages are read out) around a plain list, so the list keeps its semantics.
        <div role="log" aria-label="Mensajes" className="max-h-[28rem] overflow-y-auto" tabIndex={0}>
          <ol className="flex flex-col gap-2" data-testid="thread">
            {messages.value.length === 0 ? <li className="text-sm text-slate-600">Todavía no hay mensajes.</li> : null}
            {messages.value.map((message) => (
              <li
                key={message.id}
                data-testid="thread-message"
                className={`rounded-lg px-3 py-2 text-sm ${message.author.role === 'staff' ? 'ml-6 bg-primary-light' : 'mr-6 bg-slate-100'}`}
              >
                <p className="text-xs text-slate-700">
                  <span className="font-semibold text-slate-900">{message.author.name}</span> ·{' '}
                  {ROLE_LABELS[message.author.role]} ·{' '}
                  <time dateTime={message.at.toISOString()}>{formatQuoteDate(message.at)}</time>
                </p>
                <p className="mt-0.5 whitespace-pre-line break-words text-slate-900">{message.text}</p>
              </li>
            ))}
          </ol>
        </div>
      )}
      {canPost ? (
        <form onSubmit={(event) => void post(event)} noValidate className="flex flex-col gap-2">
          <TextAreaField
            label="Escribe al cliente"
            hint="El cliente lo recibe también por correo."
            textareaRef={textRef}
            rows={3}
            maxLength={QUOTE_MESSAGE_MAX_LENGTH}
            value={text}
            error={error ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={`${primaryButtonClass} self-end`} disabled={busy}>
            {busy ? 'Enviando…' : 'Enviar mensaje'}
          </button>
        </form>
      ) : null}
    </section>
  );
}
