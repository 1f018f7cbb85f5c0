// The customer's orders: "Mis pedidos" and one order with its history, live.
export * from './order-repository';
