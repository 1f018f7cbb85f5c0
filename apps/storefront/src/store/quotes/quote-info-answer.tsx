'use client';

import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import { QUOTE_MESSAGE_MAX_LENGTH } from '@voltia/domain';
import type { TStoredQuote } from '@voltia/firebase-client/quotes';
import { primaryButtonClass } from '@/shared/ui/text-field';
import { customerMoveProblem } from './customer-move-problem';
import { focusStatusNote } from './quote-status-callout';
import { QuoteTextArea } from './quote-text-area';
import { useQuoteMove } from './use-quote-move';

/** The staff's question while information is requested, and the customer's answer (back to review). */
export function QuoteInfoAnswer({ quote, uid, now }: { quote: TStoredQuote; uid: string; now: Date }) {
  // Kept after a failure, so the answer can be sent again as written.
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const answerRef = useRef<HTMLTextAreaElement>(null);
  const move = useQuoteMove(quote.id);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = customerMoveProblem(quote, uid, { type: 'answer_info', message: answer }, now);
    if (problem !== null) {
      setAnswerError(problem.userMessage);
      answerRef.current?.focus();
      return;
    }
    setAnswerError(null);
    if (!(await move.run({ type: 'answer_info', message: answer.trim() }))) return;
    setAnswer('');
    toast.success('Enviamos tu respuesta. Nuestro equipo sigue con tu cotización.');
    // This form leaves with the question: the keyboard goes on to where the quote now stands.
    focusStatusNote();
  };

  return (
    <section aria-labelledby="pregunta-equipo" className="rounded-lg border border-orange-200 bg-orange-50 p-4 sm:p-5">
      <h2 id="pregunta-equipo" className="mb-2 text-lg font-bold text-slate-900">
        Pregunta de nuestro equipo
      </h2>
      <blockquote
        className="mb-4 whitespace-pre-line rounded-button border-l-4 border-orange-400 bg-white px-4 py-3 text-slate-900"
        data-testid="info-request"
      >
        {quote.info_request ?? '—'}
      </blockquote>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <QuoteTextArea
          ref={answerRef}
          label="Tu respuesta"
          name="answer"
          rows={4}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          maxLength={QUOTE_MESSAGE_MAX_LENGTH}
          error={answerError}
        />
        {move.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {move.error}
          </p>
        ) : null}
        <div>
          <button type="submit" className={primaryButtonClass} disabled={move.busy}>
            {move.busy ? 'Enviando…' : 'Enviar respuesta'}
          </button>
        </div>
      </form>
    </section>
  );
}
