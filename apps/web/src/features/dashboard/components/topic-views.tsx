import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import { useTranslation } from '../../../i18n/translate';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { DASHBOARD_LIST_MAX_HEIGHT } from './dashboard-list';

type Group = { key: string; name: string; topics: { id: string; topic: string; count: number }[] };

function GroupedTopics({ groups }: { groups: Group[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <EmptyState text={t('workspace.noDataYet')} />;
  return (
    <Box sx={{ maxHeight: DASHBOARD_LIST_MAX_HEIGHT, overflowY: 'auto', display: 'grid', gap: 2 }}>
      {groups.map((g) => (
        <Box key={g.key}>
          <Typography variant="h6" component="h3" sx={{ mb: 0.75 }}>
            {g.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {g.topics.map((topic) => (
              <Chip
                key={topic.id}
                component={RouterLink}
                to={`/insights/topics/${topic.id}`}
                clickable
                size="small"
                variant="outlined"
                label={`${topic.topic} (${topic.count})`}
                sx={{ maxWidth: '100%' }}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Category (theme) -> topics. */
export function ThemeView({ themes }: { themes: DashboardSummary['themes'] }) {
  return <GroupedTopics groups={themes.map((th) => ({ key: th.theme, name: th.theme, topics: th.topics }))} />;
}

/** Department -> topics. */
export function DepartmentView({ departments }: { departments: DashboardSummary['departments'] }) {
  return <GroupedTopics groups={departments.map((d) => ({ key: d.departmentId, name: d.department, topics: d.topics }))} />;
}
