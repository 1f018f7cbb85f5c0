'use client';

import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_POSITION } from '@/shared/theme/presentation';
import { onFirebaseWanted } from '@/shared/browser/firebase-gate';
import { toastOffsets, useHeaderBottom } from '@/shared/browser/toast-offset';
import { loadToasts, useLoadedToasts } from '@/shared/browser/toasts';

/**
 * The app's single toast area: top right, below the sticky header (never over the cart badge),
 * 4 s per toast, Spanish labels for assistive technology.
 * It appears once sonner has loaded (see src/shared/browser/toasts.ts): with the first toast, or once the page's
 * Firebase work starts (the actions that raise toasts are then near), never for a visitor who only browses.
 */
export function AppToaster() {
  const sonner = useLoadedToasts();
  const headerBottom = useHeaderBottom(sonner !== null);
  useEffect(() => onFirebaseWanted(() => void loadToasts().catch(() => undefined)), []);
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
