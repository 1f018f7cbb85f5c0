'use client';

import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@voltia/domain/client';
import { afterIdle } from '@/browser/after-idle';
import { toastOffsets, useHeaderBottom } from '@/browser/toast-offset';
import { loadToasts, useLoadedToasts } from '@/browser/toasts';

/**
 * The app's single toast area: top right, below the sticky header (never over the cart badge),
 * 4 s per toast, Spanish labels for assistive technology.
 * It appears once sonner has loaded (see src/browser/toasts.ts): after the page is idle, or with the first toast.
 */
export function AppToaster() {
  const sonner = useLoadedToasts();
  const headerBottom = useHeaderBottom(sonner !== null);
  useEffect(() => afterIdle(() => void loadToasts().catch(() => undefined), 1500), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position={TOAST_POSITION}
      {...toastOffsets(headerBottom)}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      // customAriaLabel is used verbatim; containerAriaLabel would get the hotkey appended ("… alt+T").
      customAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
