'use client';

import { useEffect } from 'react';
import { wantFirebase } from '@/shared/browser/firebase-gate';

/**
 * One listener for every result card's add form (CardAddToQuote): a submit adds the line through
 * card-add.ts, loaded on the first one; reaching for a form (focus, pointer) starts the cart's
 * Firebase SDK, as the product page's buttons do, and fetches card-add.ts. Marks the page with data-card-add="ready".
 */
export function CardAddEnhancer() {
  useEffect(() => {
    const cardForm = (target: EventTarget | null) =>
      target instanceof Element ? target.closest<HTMLFormElement>('form[data-card-add]') : null;
    const onSubmit = (event: SubmitEvent) => {
      const form = cardForm(event.target);
      if (form === null) return;
      event.preventDefault();
      // The card says at once that the add is on its way (on a slow phone network the add's code and
      // the cart take seconds), and a second tap meanwhile adds nothing more.
      if (form.dataset.adding !== undefined) return;
      form.dataset.adding = '';
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      button?.setAttribute('aria-busy', 'true');
      void import('./card-add')
        .then((module) => module.addFromCard(form))
        .catch(() => false)
        .finally(() => {
          delete form.dataset.adding;
          button?.removeAttribute('aria-busy');
        });
    };
    // Reaching for a card's form also fetches the add's own code, so the first "Agregar" does not wait for it.
    const onIntent = (event: Event) => {
      if (cardForm(event.target) === null) return;
      wantFirebase();
      void import('./card-add');
    };
    const root = document.documentElement;
    document.addEventListener('submit', onSubmit);
    document.addEventListener('focusin', onIntent);
    document.addEventListener('pointerover', onIntent);
    root.dataset.cardAdd = 'ready';
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('pointerover', onIntent);
      delete root.dataset.cardAdd;
    };
  }, []);
  return null;
}
