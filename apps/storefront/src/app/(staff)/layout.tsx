import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { StaffShell } from '@/staff/shell/staff-shell';

export const metadata: Metadata = {
  title: { default: 'Área de ventas', template: '%s · Ventas Voltia' },
  robots: { index: false, follow: false },
};

/** The staff back-office: guarded, with its own header and navigation. */
export default function StaffLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <StaffShell>{children}</StaffShell>;
}
