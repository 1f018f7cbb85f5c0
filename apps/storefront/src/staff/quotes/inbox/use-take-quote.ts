'use client';

import type { Route } from 'next';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toAppError } from '@voltia/domain';
import { toast } from '@/shared/browser/toasts';
import { useStaffMember } from '../../shell/staff-session-context';
import { loadStaffBackend } from '../../staff-backend';

/**
 * "Tomar": the signed-in staff member takes an unassigned request (assigned to them, review
 * started, in one call) and opens it. `taking` is the quote being taken, if any.
 */
export function useTakeQuote(): { taking: string | null; take: (quoteId: string) => void } {
  const me = useStaffMember();
  const router = useRouter();
  const [taking, setTaking] = useState<string | null>(null);
  const take = (quoteId: string) => {
    if (taking !== null) return;
    setTaking(quoteId);
    loadStaffBackend()
      .then((backend) => backend.assignQuote(quoteId, me.uid, true))
      .then(
        () => router.push(`/cotizacion/${encodeURIComponent(quoteId)}` as Route),
        (error: unknown) => {
          toast.error(toAppError(error, 'quote/move-failed').userMessage);
          setTaking(null);
        },
      );
  };
  return { taking, take };
}
