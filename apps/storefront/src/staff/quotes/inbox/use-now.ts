'use client';

import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`: waiting times keep counting on an open screen. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
