'use client';

import { useCallback, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { TDeskLine } from '@voltia/domain';
import { lineFieldInput, lineFieldOp, parseLineField, type TLineField, type TLineFieldValue } from './desk-line-fields';
import type { TDeskSaver } from './use-desk-saver';
import { toast } from '@/shared/browser/toasts';

/** What a field shows while the rep types in it: the text as typed, and why it cannot be saved. */
export type TFieldDraft = { readonly text: string; readonly error: string | null };

export type TLineFieldProps = {
  readonly value: string;
  readonly error: string | null;
  readonly onFocus: () => void;
  readonly onChange: (text: string) => void;
  readonly onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

export const fieldSelector = (field: TLineField, row: number) => `[data-desk-field="${field}"][data-desk-row="${row}"]`;

/**
 * The pricing table's fields: a field shows what is typed while it has the focus (a valid value
 * becomes a pending edit at once, an invalid one stays on screen with its message and puts the
 * field's value back to what it was, so nothing the field does not show is saved), Enter and
 * Shift-Enter go to the same field of the next or previous line, Escape puts back the value the
 * field had when the rep entered it.
 */
export function useLineFieldEditing(
  saver: TDeskSaver,
  lines: readonly Pick<TDeskLine, 'product_id'>[],
  container: RefObject<HTMLElement | null>,
) {
  const [drafts, setDrafts] = useState<Readonly<Record<string, TFieldDraft>>>({});
  const origins = useRef(new Map<string, TLineFieldValue>());
  /** The field the rep was last in, to go back to when a button they pressed goes away. */
  const lastField = useRef<{ field: TLineField; row: number } | null>(null);
  const { edit, flush, revert } = saver;

  const dropDraft = useCallback((key: string, onlyValid: boolean) => {
    setDrafts((current) => {
      const draft = current[key];
      if (draft === undefined || (onlyValid && draft.error !== null)) return current;
      const { [key]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  const fieldProps = useCallback(
    (line: TDeskLine, field: TLineField, row: number): TLineFieldProps => {
      const key = `${line.product_id}:${field}`;
      const draft = drafts[key];
      return {
        value: draft?.text ?? lineFieldInput(field, line[field]),
        error: draft?.error ?? null,
        onFocus: () => {
          origins.current.set(key, line[field]);
          lastField.current = { field, row };
        },
        onChange: (text) => {
          const parsed = parseLineField(field, text);
          setDrafts((current) => ({ ...current, [key]: { text, error: parsed.ok ? null : parsed.error.userMessage } }));
          if (parsed.ok) {
            if (parsed.value !== line[field]) edit(lineFieldOp(line.product_id, field, parsed.value));
          } else {
            // Typed on from a valid value into an invalid one ("1864" → "1864,99"): the value on its way
            // to the server is not what the field shows, so the field's value goes back to what it was
            // when the rep entered it until the text is valid again.
            revert(
              line.product_id,
              field,
              origins.current.has(key) ? (origins.current.get(key) as TLineFieldValue) : line[field],
            );
          }
        },
        onBlur: (event) => {
          dropDraft(key, true);
          // On to another field of the desk (Tab): after a failed save, that is a retry too.
          const next = event.relatedTarget;
          flush({ retry: next instanceof HTMLElement && next.dataset['deskField'] !== undefined });
        },
        onKeyDown: (event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            revert(
              line.product_id,
              field,
              origins.current.has(key) ? (origins.current.get(key) as TLineFieldValue) : line[field],
            );
            dropDraft(key, false);
            event.currentTarget.select();
          } else if (event.key === 'Enter') {
            event.preventDefault();
            if (draft?.error) {
              // Staying put says nothing to a screen reader: the message is told again.
              toast.error(draft.error);
              return;
            }
            dropDraft(key, true);
            flush();
            const next = container.current?.querySelector<HTMLInputElement>(
              fieldSelector(field, row + (event.shiftKey ? -1 : 1)),
            );
            if (next) {
              next.focus();
              next.select();
            }
          }
        },
      };
    },
    [drafts, edit, flush, revert, dropDraft, container],
  );

  /** A removed line takes its drafts (and their errors) with it. */
  const forgetLine = useCallback((productId: string) => {
    setDrafts((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`${productId}:`))),
    );
  }, []);

  // Only lines still on the desk count (another rep may have removed one with a refused value).
  const invalidFields = useMemo(() => {
    const present = new Set(lines.map((line) => line.product_id));
    return Object.entries(drafts).filter(
      ([key, draft]) => draft.error !== null && present.has(key.slice(0, key.lastIndexOf(':'))),
    ).length;
  }, [drafts, lines]);
  /** Back to the field the rep was last in (the same column and row, or the row now there); false when none. */
  const focusLastField = useCallback((): boolean => {
    const last = lastField.current;
    const target =
      last === null ? null : container.current?.querySelector<HTMLInputElement>(fieldSelector(last.field, last.row));
    target?.focus();
    return target != null;
  }, [container]);
  return { fieldProps, forgetLine, invalidFields, focusLastField };
}
