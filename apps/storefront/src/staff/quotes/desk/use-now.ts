'use client';

import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (waiting times and validity countdowns stay true on an open page). */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
