import type { TOrderMoveType, TOrderStatus } from '@voltia/domain';

// How an order reads on the staff order page: what its status asks of staff, and what each move says once made.

/** What the order's status means to staff, and the next step it waits for. */
export function staffOrderStatusText(status: TOrderStatus): string {
  switch (status) {
    case 'confirmed':
      return 'El cliente aceptó la cotización. Pásalo a preparación cuando el almacén empiece a surtirlo.';
    case 'preparing':
      return 'El almacén lo está preparando. Márcalo como enviado al despacharlo, con la paquetería y la guía si las tienes.';
    case 'shipped':
      return 'Va en camino al sitio de entrega. Márcalo como entregado cuando el cliente lo reciba.';
    case 'delivered':
      return 'Se entregó en el sitio de entrega. El pedido terminó.';
    case 'cancelled':
      return 'Se canceló y no se enviará.';
  }
}

/** The toast of each move once the function has made it. */
export const ORDER_MOVE_DONE: Readonly<Record<TOrderMoveType, string>> = {
  prepare: 'El pedido pasó a preparación.',
  ship: 'Marcaste el pedido como enviado.',
  deliver: 'Marcaste el pedido como entregado.',
  cancel: 'Cancelaste el pedido.',
};
