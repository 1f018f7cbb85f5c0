'use client';

import { TOAST_DURATION_MS, TOAST_POSITION } from '@voltia/domain/client';
import { Toaster } from 'sonner';

/** The app's single toast area: top right, 4 s per toast, Spanish labels for assistive technology. */
export function AppToaster() {
  return (
    <Toaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      // customAriaLabel is used verbatim; containerAriaLabel would get the hotkey appended ("… alt+T").
      customAriaLabel="Notificaciones"
      toastOptions={{ closeButtonAriaLabel: 'Cerrar notificación' }}
    />
  );
}
