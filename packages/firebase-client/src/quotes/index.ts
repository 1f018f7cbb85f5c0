// The customer's quotes and lists, and the lifecycle calls that go through the quotes function.
export * from './quote-repository';
export * from './quote-actions';
export * from './quote-thread';
export * from '../newest-window';
