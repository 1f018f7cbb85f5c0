'use client';

import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `everyMs`: what an offer's validity and the moves it allows are
 * judged against, so an offer left open on screen past its last day stops offering "Aceptar".
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
