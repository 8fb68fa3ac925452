import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMyReminder, useSetMyReminder } from '../../../api/employee';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { ToggleSwitch } from '../../../components/toggle-switch';

/**
 * The weekly "Check MyVoyce" e-mail, on unless the employee turns it off. It sits at the foot of
 * MyVoyce, never in the compose flow: offering it right after a send would invite a change timed
 * with writing. The text says why the e-mail never means "you have a reply".
 */
export function ReminderSetting() {
  const { t } = useTranslation();
  const query = useMyReminder();
  const save = useSetMyReminder();
  return (
    <Card component="section" aria-labelledby="my-reminder-title" sx={{ px: { xs: 2, md: 3 }, py: 2 }}>
      <Typography id="my-reminder-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        {t('my.reminder.title')}
      </Typography>
      {query.isError ? (
        <LoadErrorAlert
          message={messageOr(query.error, t('my.reminder.loadError'))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <FormControlLabel
          control={
            <ToggleSwitch
              checked={query.data ?? true}
              disabled={query.isPending}
              onChange={(e) =>
                save.mutate(e.target.checked, {
                  onError: (error) => notify(messageOr(error, t('my.reminder.saveError')), { variant: 'error' }),
                })
              }
              describedBy="my-reminder-help"
            />
          }
          label={t('my.reminder.label')}
        />
      )}
      <Typography id="my-reminder-help" variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('my.reminder.help')}
      </Typography>
    </Card>
  );
}
