import type { ReactNode } from 'react';
import { StoreFrame } from '@/store/layout/store-frame';

/** The customer storefront: its header, main and footer. */
export default function StoreLayout({ children }: Readonly<{ children: ReactNode }>) {
  return <StoreFrame>{children}</StoreFrame>;
}
