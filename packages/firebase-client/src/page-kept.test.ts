import { describe, expect, it } from 'vitest';
import { releaseStreamsWhileKept, type TNetworkSwitch } from './page-kept';

/** A page's lifecycle event, kept in the back/forward cache (`persisted`) or not. */
const lifecycle = (type: 'pagehide' | 'pageshow', persisted: boolean) => Object.assign(new Event(type), { persisted });

function recordingSwitch(): TNetworkSwitch & { readonly calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    disable: async () => void calls.push('disable'),
    enable: async () => void calls.push('enable'),
  };
}

describe('releaseStreamsWhileKept', () => {
  it('closes the streams when the page is kept, and opens them when it is brought back', () => {
    const page = new EventTarget();
    const network = recordingSwitch();
    releaseStreamsWhileKept(page, {}, network);
    page.dispatchEvent(lifecycle('pagehide', true));
    page.dispatchEvent(lifecycle('pageshow', true));
    expect(network.calls).toEqual(['disable', 'enable']);
  });

  it('leaves a page that is left for good, and a first load, alone', () => {
    const page = new EventTarget();
    const network = recordingSwitch();
    releaseStreamsWhileKept(page, {}, network);
    page.dispatchEvent(lifecycle('pageshow', false));
    page.dispatchEvent(lifecycle('pagehide', false));
    expect(network.calls).toEqual([]);
  });

  it('follows one instance once, however often it is asked for', () => {
    const page = new EventTarget();
    const db = {};
    const network = recordingSwitch();
    releaseStreamsWhileKept(page, db, network);
    releaseStreamsWhileKept(page, db, network);
    page.dispatchEvent(lifecycle('pagehide', true));
    expect(network.calls).toEqual(['disable']);
  });

  it('a switch that fails is not the page’s error', async () => {
    const page = new EventTarget();
    releaseStreamsWhileKept(
      page,
      {},
      {
        disable: () => Promise.reject(new Error('terminated')),
        enable: () => Promise.reject(new Error('terminated')),
      },
    );
    expect(() => page.dispatchEvent(lifecycle('pagehide', true))).not.toThrow();
    // An unhandled rejection would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
