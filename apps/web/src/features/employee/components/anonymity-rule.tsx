import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/translate';
import { useMyMinGroupSize } from '../../../api/reachouts-inbox';

/**
 * The minimum group size rule, told to the employee (ARCHITECTURE §5): leaders see reach-out
 * answers only once k people answered, never who, and times only to the day. Quiet, like the
 * editor's line on who reads the text (DESIGN.md 'Anonymity is visible').
 */
export function AnonymityRule({ mt = 0, variant = 'body2' }: { mt?: number; variant?: 'body1' | 'body2' }) {
  const { t } = useTranslation();
  const k = useMyMinGroupSize();
  if (k === undefined) return null;
  return (
    <Box data-testid="anonymity-rule" sx={{ mt, display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
      <GroupsOutlined fontSize="small" sx={{ mt: '1px' }} aria-hidden />
      {/* The size of the text it sits under: the editor's line, or the inbox's introduction. */}
      <Typography variant={variant} sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {t('my.reachouts.rule', { k })}
      </Typography>
    </Box>
  );
}
