import { INBOX_TABS, INBOX_TAB_LABELS, type TInboxFilter, type TInboxTab } from '@voltia/domain';
import { inboxHref } from './inbox-href';
import { ListTabs } from '../../shell/list-tabs';
import type { TTabCounts } from '../../shell/tab-count';

/** The inbox's status tabs (ListTabs). */
export function InboxTabs({
  filter,
  counts,
  approximate,
  countFailed,
}: {
  filter: TInboxFilter;
  counts: TTabCounts<TInboxTab>;
  approximate: boolean;
  countFailed: string | null;
}) {
  return (
    <ListTabs<TInboxTab>
      label="Estados de las cotizaciones"
      tabs={INBOX_TABS}
      labels={INBOX_TAB_LABELS}
      current={filter.tab}
      hrefOf={(tab) => inboxHref({ ...filter, tab })}
      counts={counts}
      approximate={approximate}
      countFailed={countFailed}
    />
  );
}
