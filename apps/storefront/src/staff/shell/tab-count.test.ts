import { describe, expect, it } from 'vitest';
import { INBOX_TABS, INBOX_TAB_LABELS, type TInboxTab } from '@voltia/domain';
import { tabCountView as anyTabCountView, type TTabCounts } from './tab-count';

/** The inbox's tabs, named as the inbox names them. */
const tabCountView = (tab: TInboxTab, counts: TTabCounts<TInboxTab>, approximate: boolean) =>
  anyTabCountView(INBOX_TAB_LABELS[tab], tab, counts, approximate);

const counts = Object.fromEntries(INBOX_TABS.map((tab, index) => [tab, index * 600])) as Record<TInboxTab, number>;

describe('tabCountView', () => {
  it('names the tab with its count, as a screen reader reads it', () => {
    expect(tabCountView('requested', { status: 'fresh', counts: { ...counts, requested: 12 } }, false)).toEqual({
      badge: '12',
      label: 'Solicitadas, 12',
      stale: false,
    });
    expect(tabCountView('in_review', { status: 'fresh', counts }, false)).toEqual({
      badge: '1,200',
      label: 'En revisión, 1,200',
      stale: false,
    });
  });

  it('shows no number while the first count runs', () => {
    expect(tabCountView('all', { status: 'counting' }, false)).toEqual({
      badge: '…',
      label: 'Todas, contando…',
      stale: false,
    });
  });

  it('marks the last number as not current while a recount runs or after it failed', () => {
    expect(tabCountView('requested', { status: 'refreshing', counts: { ...counts, requested: 3 } }, false)).toEqual({
      badge: '3',
      label: 'Solicitadas, 3, actualizando',
      stale: true,
    });
    expect(tabCountView('requested', { status: 'failed', counts: { ...counts, requested: 3 } }, false)).toEqual({
      badge: '3',
      label: 'Solicitadas, 3, sin actualizar',
      stale: true,
    });
  });

  it('shows a dash when counting failed and there is no number for this filter', () => {
    expect(tabCountView('sent', { status: 'failed', counts: null }, false)).toEqual({
      badge: '–',
      label: 'Enviadas, sin conteo',
      stale: false,
    });
  });

  it('says "up to" when the count is an upper bound (a search of several words)', () => {
    expect(tabCountView('requested', { status: 'fresh', counts: { ...counts, requested: 7 } }, true)).toEqual({
      badge: '≤ 7',
      label: 'Solicitadas, hasta 7',
      stale: false,
    });
    expect(tabCountView('requested', { status: 'fresh', counts: { ...counts, requested: 0 } }, true)).toEqual({
      badge: '0',
      label: 'Solicitadas, 0',
      stale: false,
    });
  });
});
