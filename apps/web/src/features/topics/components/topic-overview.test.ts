import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Submission, SubmissionGroup, SubmissionPage } from '@voyce/contracts/insights';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import '../../../test/i18n';
import '../../../i18n/workspace-strings';
import { topicInsightsQueryOptions } from '../../../api/insights';
import { formatAnonymousDate } from '../../../lib/anonymous-date';
import { aSubmission } from '../../../test/submission';
import { TopicFigures } from './topic-figures';
import { TopicNewestInsights } from './topic-newest-insights';
import { TopicSummary } from './topic-summary';
import { topicSummarySchema } from '../topic-summary-schema';

// The summary renders once its schema has loaded (a static render shows nothing before).
beforeAll(() => topicSummarySchema());

// The app's theme lives in app/ (not importable here): DESIGN.md's priority and tone colours.
const theme = createTheme({
  palette: {
    priority: { critical: '#DC2626', high: '#EA580C', medium: '#CA8A04', low: '#16A34A' },
    tone: { positive: '#16A34A', neutral: '#6B7280', negative: '#DC2626' },
  },
});

function render(element: ReactElement, client = new QueryClient(), url = '/insights/topics/t-1') {
  return renderToStaticMarkup(
    createElement(
      ThemeProvider,
      { theme },
      createElement(QueryClientProvider, { client }, createElement(MemoryRouter, { initialEntries: [url] }, element)),
    ),
  );
}
/** The words of the markup (emotion's inline style tags left out). */
const text = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const topic = (over: Partial<SubmissionGroup> = {}): SubmissionGroup => ({
  id: 't-1',
  topicId: 't-1',
  topic: 'Night shift handover',
  theme: 'Workload',
  count: 5,
  startDate: '2026-11-01T09:30:00.000Z',
  severity: 3,
  severityName: 'High',
  status: 'open',
  topicPinnedAt: null,
  departmentClassifications: [],
  organizationId: 'o-1',
  insightsSummary: [],
  ...over,
});

const insight = (n: number): Submission =>
  aSubmission({
    id: `i-${n}`,
    topic: 'Night shift handover',
    theme: 'Workload',
    body: `Insight number ${n} about the handover.`,
    createdAt: new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10) + 'T00:00:00.000Z',
    severity: 3,
    severityName: 'High',
    tone: 'negative',
  });

describe('the topic figures', () => {
  const html = render(
    createElement(TopicFigures, {
      figures: {
        total: 9,
        byPriority: { Low: 1, Medium: 2, High: 2, Critical: 4 },
        byTone: { positive: 1, neutral: 3, negative: 5 },
        firstInsightAt: '2026-03-04T00:00:00.000Z',
        lastInsightAt: null,
      },
    }),
  );

  it('says each count with its word, priorities from Critical down', () => {
    const words = text(html);
    expect(words).toContain('Insights 9');
    expect(words).toMatch(/Critical 4 .*High 2 .*Medium 2 .*Low 1/);
    expect(words).toMatch(/Positive 1 .*Neutral 3 .*Negative 5/);
    expect(html).toContain('aria-label="Insights by priority"');
    expect(html).toContain('aria-label="Insights by tone"');
  });

  it('shows the first and latest insight as days (a dash when there is none)', () => {
    expect(text(html)).toContain('First insight Mar 4, 2026');
    expect(html).toContain('dateTime="2026-03-04"');
    expect(text(html)).toContain('Latest insight –');
  });
});

describe("the topic's AI summary as cards", () => {
  const summary = {
    executiveSummary: {
      keyTakeaway: 'Handover notes are lost between shifts.',
      risks: ['Missed safety checks'],
      opportunities: ['A shared handover board'],
    },
    suggestedActions: [
      { action: 'Introduce a board', potentialImpact: 'Fewer misses', challenges: 'Habit', supportingReasoning: 'Six insights' },
    ],
  };

  it('shows Key Takeaway, Risks, Opportunities and Suggested Actions, and offers to regenerate', () => {
    const words = text(render(createElement(TopicSummary, { topic: topic({ insightsSummary: [summary] }), organizationId: 'o-1' })));
    for (const s of [
      'Key Takeaway',
      'Handover notes are lost between shifts.',
      'Risks',
      'Missed safety checks',
      'Opportunities',
      'A shared handover board',
      'Suggested Actions',
      'Introduce a board',
      'Potential Impact',
      'Fewer misses',
      'Challenges',
      'Supporting Reasoning',
      'Regenerate summary',
    ])
      expect(words).toContain(s);
  });

  // A summary said "2 insights" after a third had arrived, with no date.
  it('says when it was generated, and that it is out of date once the topic has new insights', () => {
    const at = '2026-03-04T12:00:00.000Z';
    const current = text(
      render(
        createElement(TopicSummary, {
          topic: topic({ insightsSummary: [summary], count: 5, insightsSummaryInfo: { generatedAt: at, insightCount: 5 } }),
          organizationId: 'o-1',
        }),
      ),
    );
    expect(current).toContain('Generated Mar 4, 2026');
    expect(current).not.toContain('Out of date');
    const one = text(
      render(
        createElement(TopicSummary, {
          topic: topic({ insightsSummary: [summary], count: 6, insightsSummaryInfo: { generatedAt: at, insightCount: 5 } }),
          organizationId: 'o-1',
        }),
      ),
    );
    expect(one).toContain('Out of date — 1 new insight');
    expect(one).toContain('Regenerate');
    const three = text(
      render(
        createElement(TopicSummary, {
          topic: topic({ insightsSummary: [summary], count: 8, insightsSummaryInfo: { generatedAt: at, insightCount: 5 } }),
          organizationId: 'o-1',
        }),
      ),
    );
    expect(three).toContain('Out of date — 3 new insights');
  });

  it('says nothing of age for a summary made before it was recorded (the fields are optional)', () => {
    const words = text(render(createElement(TopicSummary, { topic: topic({ insightsSummary: [summary] }), organizationId: 'o-1' })));
    expect(words).not.toContain('Generated');
    expect(words).not.toContain('Out of date');
  });

  it('says there is no summary yet and offers to generate one', () => {
    const words = text(render(createElement(TopicSummary, { topic: topic(), organizationId: 'o-1' })));
    expect(words).toContain('No summary available');
    expect(words).toContain('Generate summary');
  });
});

describe("the topic's newest insights", () => {
  const withPage = (entities: Submission[]) => {
    const client = new QueryClient();
    const page: SubmissionPage = {
      entities,
      count: entities.length,
      meta: { pagination: { total_items: entities.length, items_start: 1, items_end: entities.length, page: 1, pageSize: 10 } },
    };
    client.setQueryData(topicInsightsQueryOptions('o-1', 't-1', 1).queryKey, page);
    return client;
  };
  const newest = (client: QueryClient) =>
    render(createElement(TopicNewestInsights, { topic: topic(), organizationId: 'o-1', insightsTabId: 'topic-tab-insights' }), client);

  it('lists the three newest with their day, as the Insights tab shows it, and links to the tab', () => {
    const html = newest(withPage([1, 2, 3, 4, 5].map(insight)));
    expect(html.match(/data-testid="topic-newest-insight"/g)).toHaveLength(3);
    const words = text(html);
    expect(words).toContain('Insight number 1 about the handover.');
    expect(words).toContain('Insight number 3 about the handover.');
    expect(words).not.toContain('Insight number 4');
    // The date rule (docs/glossary.md): an insight's day, never an age ('Last week' here beside 'Nov 18, 2026' on the tab).
    expect(words).toContain('Yesterday');
    expect(words).toContain(formatAnonymousDate(insight(3).createdAt));
    expect(words).not.toMatch(/days ago|last week/i);
    expect(html).toMatch(/href="\/insights\/topics\/t-1\?tab=insights"[^>]*>View all 5 insights</);
  });

  it('shows the empty state when the topic has no insight to read, and skeletons while loading', () => {
    expect(text(newest(withPage([])))).toContain('No data yet');
    expect(newest(new QueryClient())).toContain('role="status"');
  });
});
