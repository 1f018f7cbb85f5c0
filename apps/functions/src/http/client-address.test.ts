import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address the trusted proxy saw, not what the client wrote before it', () => {
    // The client claims 1.1.1.1; the front end appended the address it saw; the peer is the front end.
    expect(clientAddress('1.1.1.1, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddress('203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
  });

  it('with no proxy trusted, is the connecting peer', () => {
    expect(clientAddress('1.1.1.1', '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '127.0.0.1', 1)).toBe('127.0.0.1');
  });

  it('never reaches past the start of the chain, and is undefined with nothing known', () => {
    expect(clientAddress(undefined, '127.0.0.1', 3)).toBe('127.0.0.1');
    expect(clientAddress(' , ', undefined, 1)).toBeUndefined();
  });
});
