import { describe, expect, it } from 'vitest';
import { orderMailId } from './order-notifications';

describe('order emails', () => {
  it('are one per order, kind and status reached: a retried move queues the same id', () => {
    expect(orderMailId('q1', 'order_status', 'shipped')).toBe('q1-order_status-shipped');
    expect(orderMailId('q1', 'order_status', 'shipped')).not.toBe(orderMailId('q1', 'order_status', 'delivered'));
    expect(orderMailId('q1', 'order_confirmed', 'confirmed')).toBe('q1-order_confirmed-confirmed');
  });
});
