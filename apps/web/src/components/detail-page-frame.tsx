import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../i18n/translate';
import { isApiError, messageOr } from '../lib/api-error';
import { useOrganizationId } from '../lib/organization';
import { useUrlFilters } from '../lib/use-url-filters';
import { LoadErrorAlert } from './load-error-alert';
import { PageBreadcrumbs, type Crumb } from './page-breadcrumbs';
import { SimpleTabs, type TabItem } from './simple-tabs';

/** A tab of a detail page, with its panel. */
export type DetailTab = TabItem & {
  panel: ReactNode;
  /** The panel runs to the card's edges (a list): no side padding. */
  flush?: boolean;
};

type Props<TQueryFnData, T, TQueryKey extends QueryKey> = {
  /** The route parameter that names the object ('id', 'topicId'). */
  param: string;
  /** The object's query; it runs once the organisation and the id are known. */
  queryOptions: (organizationId: string, id: string) => UseQueryOptions<TQueryFnData, Error, T | null, TQueryKey>;
  /** The crumbs above the page's own (its title comes last). */
  crumbs: Crumb[];
  /** The width of the loading breadcrumb line. */
  crumbsWidth: number;
  /** The alert's text when the load failed and the server said nothing better. */
  loadErrorText: string;
  /** What shows for an id that does not exist (a malformed or unknown one): retrying cannot help. */
  notFound: ReactNode;
  /** Ids of the tabs (`${idPrefix}-tab-${value}`) and of their panel (`${idPrefix}-panel`). */
  idPrefix: string;
  /** The loaded page: its title (the last crumb), header and tabs; the first tab is 'overview'. */
  page: (data: T, organizationId: string) => { title: string; header: ReactNode; tabs: DetailTab[] };
};

/** The tab is kept in the URL (?tab=); the first tab, Overview, is left out. */
const TAB_FILTER = { tab: 'overview' };

/**
 * A detail page of the workspace (a topic, a reach-out) that loads the object its route
 * names: while loading a skeleton; a failed load or a missing object under the breadcrumbs;
 * then breadcrumbs and header, and a card with the tabs and the current tab's panel.
 */
export function DetailPageFrame<TQueryFnData, T, TQueryKey extends QueryKey>({
  param,
  queryOptions,
  crumbs,
  crumbsWidth,
  loadErrorText,
  notFound,
  idPrefix,
  page,
}: Props<TQueryFnData, T, TQueryKey>) {
  const { t } = useTranslation();
  const id = useParams()[param] ?? '';
  const organizationId = useOrganizationId() ?? '';
  const query = useQuery({ ...queryOptions(organizationId, id), enabled: Boolean(organizationId && id) });
  const [{ tab }, setTab] = useUrlFilters(TAB_FILTER);

  if (query.isPending) {
    return (
      <Stack spacing={2} role="status" aria-label={t('app.loading')}>
        <Skeleton variant="text" width={crumbsWidth} />
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  // A malformed or unknown id is an object that does not exist, not a failure to retry.
  const missing =
    !query.data && (!query.isError || (isApiError(query.error) && (query.error.status === 400 || query.error.status === 404)));
  if (query.isError || !query.data) {
    return (
      <Stack spacing={2}>
        <PageBreadcrumbs items={crumbs} />
        {missing ? (
          notFound
        ) : (
          <LoadErrorAlert
            message={messageOr(query.error, loadErrorText)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Stack>
    );
  }

  const { title, header, tabs } = page(query.data, organizationId);
  const current = tabs.find((x) => x.value === tab) ?? tabs[0]!;
  return (
    <Stack spacing={3}>
      <Box>
        <PageBreadcrumbs items={[...crumbs, { label: title }]} />
        {header}
      </Box>
      <Card>
        <SimpleTabs
          value={current.value}
          onChange={(next) => setTab({ tab: next })}
          idPrefix={`${idPrefix}-tab`}
          panelId={`${idPrefix}-panel`}
          tabs={tabs}
        />
        <Box
          id={`${idPrefix}-panel`}
          role="tabpanel"
          aria-labelledby={`${idPrefix}-tab-${current.value}`}
          sx={{ py: { xs: 2, md: 3 }, px: current.flush ? 0 : { xs: 2, md: 3 } }}
        >
          {current.panel}
        </Box>
      </Card>
    </Stack>
  );
}

/**
 * A tab whose label carries a count badge ('Insights 3'); its accessible name starts with the
 * visible words, the number included ('Insights, 3 insights'): WCAG 2.5.3.
 */
export function countedTab(tab: Omit<DetailTab, 'label' | 'ariaLabel'> & { label: string; count: number; countText: string }): DetailTab {
  const { label, count, countText, ...rest } = tab;
  return {
    ...rest,
    ariaLabel: `${label}, ${countText}`,
    label: (
      <>
        {/* The space keeps the number a word of its own in the visible label (WCAG 2.5.3). */}
        {label}{' '}
        <Box
          component="span"
          sx={{
            ml: 0.5,
            px: 0.75,
            minWidth: 20,
            borderRadius: 10,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            lineHeight: '20px',
          }}
        >
          {count}
        </Box>
      </>
    ),
  };
}
