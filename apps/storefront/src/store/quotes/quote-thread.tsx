'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { QUOTE_MESSAGE_MAX_LENGTH, newQuoteMessage, toAppError } from '@voltia/domain';
import type { TStoredMessage, TStoredQuote } from '@voltia/firebase-client/quotes';
import { formatQuoteDate } from '@/shared/quotes/format-quote-date';
import { loadQuotesBackend, useQuoteMessages } from './use-quotes';
import { primaryButtonClass } from '@/shared/ui/text-field';
import { LiveContent } from '@/shared/ui/live-content';
import { actorLabel } from './quote-history-view';
import { QuoteTextArea } from './quote-text-area';

/** The quote's thread with the sales staff, live on both sides, and the customer's composer. */
export function QuoteThread({ quote, uid, now }: { quote: TStoredQuote; uid: string; now: Date }) {
  const messages = useQuoteMessages(quote.id);
  return (
    <section aria-labelledby="mensajes" className="flex min-w-0 flex-col gap-3">
      <h2 id="mensajes" className="text-lg font-bold text-slate-900">
        Mensajes
      </h2>
      <LiveContent live={messages} loading="Cargando los mensajes…">
        {(value) => <MessageList messages={value} uid={uid} />}
      </LiveContent>
      <Composer quote={quote} uid={uid} now={now} />
    </section>
  );
}

function MessageList({ messages, uid }: { messages: readonly TStoredMessage[]; uid: string }) {
  const logRef = useRef<HTMLDivElement>(null);
  // The newest message is the one to read: keep the log scrolled to it as messages arrive.
  useEffect(() => {
    const log = logRef.current;
    if (log !== null) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  if (messages.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        Aún no hay mensajes. Escríbenos si tienes dudas sobre tu cotización.
      </p>
    );
  }
  return (
    // A log: screen readers announce each new message; focusable so the keyboard can scroll it.
    <div
      ref={logRef}
      role="log"
      aria-label="Mensajes de la cotización"
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => {
          const mine = message.author.uid === uid;
          return (
            <li
              key={message.id}
              data-testid="quote-message"
              className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}
            >
              <div
                className={`max-w-[90%] rounded-lg px-3 py-2 text-sm ${mine ? 'bg-primary-light text-slate-900' : 'border border-slate-200 bg-white text-slate-900'}`}
              >
                <p className="mb-1 text-xs text-slate-600">
                  <span className="font-semibold text-slate-800">{actorLabel(message.author, uid)}</span>
                  {' · '}
                  <time dateTime={message.at.toISOString()}>{formatQuoteDate(message.at)}</time>
                </p>
                <p className="whitespace-pre-line break-words">{message.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Composer({ quote, uid, now }: { quote: TStoredQuote; uid: string; now: Date }) {
  // Kept until the post went through: a failed send leaves the text to send again.
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = newQuoteMessage(
      quote,
      { uid, role: 'customer', name: quote.customer.nameOfClient, isAnonymous: false },
      text,
      now,
    );
    if (!checked.ok) {
      setError(checked.error.userMessage);
      textRef.current?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const backend = await loadQuotesBackend();
      await backend.postQuoteMessage(quote.id, checked.value.text);
      setText('');
    } catch (failure) {
      setError(toAppError(failure, 'quote/message-failed').userMessage);
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <QuoteTextArea
        ref={textRef}
        label="Escribe un mensaje"
        hint="Nuestro equipo de ventas lo recibe por correo y te responde aquí."
        name="message"
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={QUOTE_MESSAGE_MAX_LENGTH}
        error={error}
      />
      <div>
        <button type="submit" className={primaryButtonClass} disabled={sending}>
          {sending ? 'Enviando…' : 'Enviar mensaje'}
        </button>
      </div>
    </form>
  );
}
