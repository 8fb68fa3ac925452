// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { SubmissionGroup } from '@voyce/contracts/insights';
import { describe, expect, it } from 'vitest';
import { translate } from '../../../i18n/translate';
import { formatDateTime } from '../../../lib/format-date';
import { fakeFetch, renderWithApp, TEST_ORGANIZATION_ID } from '../../../test/render';
import { DASHBOARD_FILTER_DEFAULTS } from './dashboard-filters';
import { HotTopicsCard } from './hot-topics-card';
import { PinnedTopics } from './pinned-topics';

const topic = (n: number, over: Partial<SubmissionGroup> = {}): SubmissionGroup => ({
  id: `g-${n}`,
  topicId: `t-${n}`,
  topic: `Topic ${n}`,
  theme: 'Workload',
  count: n,
  startDate: '2026-11-20T00:00:00.000Z',
  severity: 3,
  severityName: 'High',
  status: 'open',
  topicPinnedAt: null,
  departmentClassifications: [],
  organizationId: TEST_ORGANIZATION_ID,
  insightsSummary: [],
  ...over,
});

/** Answers the topic list with `topics` and the sparklines with a line for each. */
function serve(topics: SubmissionGroup[]) {
  fakeFetch((path) =>
    path === '/fetchTopicSparklines'
      ? { data: topics.map((t) => ({ topicId: t.id, weeks: [0, 1, 2, 3, 4, 5, 6, t.count] })) }
      : { data: { entities: topics, meta: { page: 1, pageSize: 20, total_items: topics.length } } },
  );
}

describe('Hot Topics', () => {
  it('lists each topic with its link, insight count and priority in a list the keyboard can scroll', async () => {
    serve([topic(1), topic(2)]);
    renderWithApp(<HotTopicsCard organizationId={TEST_ORGANIZATION_ID} filter={DASHBOARD_FILTER_DEFAULTS} bare />);
    const list = await screen.findByRole('list', { name: translate('workspace.dashboard.hotTopics') });
    expect(list.getAttribute('tabindex')).toBe('0');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('link', { name: 'Topic 2' }).getAttribute('href')).toBe('/insights/topics/t-2');
    expect(items[1]!.textContent).toContain(translate('workspace.insights', { count: 2 }));
    expect(within(items[1]!).getByText('High')).toBeTruthy();
  });

  it('says so when there are none', async () => {
    serve([]);
    renderWithApp(<HotTopicsCard organizationId={TEST_ORGANIZATION_ID} filter={DASHBOARD_FILTER_DEFAULTS} bare />);
    expect(await screen.findByText(translate('workspace.dashboard.noHotTopics'))).toBeTruthy();
  });
});

describe('Pinned topics', () => {
  it('lists the newest pin first, each with its link and when it was pinned', async () => {
    serve([topic(1, { topicPinnedAt: '2026-11-01T09:00:00.000Z' }), topic(2, { topicPinnedAt: '2026-11-02T09:00:00.000Z' })]);
    renderWithApp(<PinnedTopics organizationId={TEST_ORGANIZATION_ID} />);
    const list = await screen.findByTestId('pinned-topics');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Topic 2', '/insights/topics/t-2'],
      ['Topic 1', '/insights/topics/t-1'],
    ]);
    expect(list.getAttribute('tabindex')).toBeNull();
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain(
      translate('workspace.pinnedAt', { date: formatDateTime('2026-11-02T09:00:00.000Z') }),
    );
  });

  it('says so when none is pinned', async () => {
    serve([]);
    renderWithApp(<PinnedTopics organizationId={TEST_ORGANIZATION_ID} />);
    expect(await screen.findByText(translate('workspace.dashboard.noPinned'))).toBeTruthy();
  });
});
