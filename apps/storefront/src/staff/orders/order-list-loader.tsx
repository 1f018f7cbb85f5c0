'use client';

import dynamic from 'next/dynamic';
import { ListSkeleton } from '../shell/list-states';

/** The order list, loaded after the first paint while the Firebase SDK loads (see QuoteDeskLoader). */
export const OrderListLoader = dynamic(() => import('./order-list').then((module) => module.OrderList), {
  ssr: false,
  loading: () => (
    <div className="mx-auto w-full max-w-[1920px] px-3 py-6 sm:px-6 lg:px-8">
      <ListSkeleton of="inbox" label="Cargando pedidos…" />
    </div>
  ),
});
