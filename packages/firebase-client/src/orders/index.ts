// The customer's orders: "Mis pedidos" and one order with its history, live, and its confirmation PDF.
export * from './order-repository';
export * from './order-actions';
export * from '../newest-window';
