import { DIRECTIONAL } from '../../../i18n/language';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Send from '@mui/icons-material/Send';
import { zSubmitInsightRequest } from '@voyce/contracts/employee';
import { useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '@voyce/contracts/zod';
import { FormSelectField } from '../../../components/form-select-field';
import { useTranslation } from '../../../i18n/translate';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useInsightDepartments, useSubmitInsight } from '../../../api/employee';
import { isSendable } from '../insight-body';
import { InsightEditor } from './insight-editor';

/** The text, and the department it is about ('' when none is chosen: the select's empty option). */
type ComposeValues = { body: string; aboutDepartmentId: string };
const resolver = zodResolver(z.extend(z.pick(zSubmitInsightRequest, { body: true }), { aboutDepartmentId: z.string() }));
const EMPTY: ComposeValues = { body: '', aboutDepartmentId: '' };

/** 'Share an insight': the text clears and the list refreshes once the server has it. */
export function ComposeInsightCard({ inputRef }: { inputRef?: Ref<HTMLTextAreaElement> }) {
  const { t } = useTranslation();
  const submit = useSubmitInsight();
  // The organisation's departments except the employee's own; the picker shows only when there are some.
  const departments = useInsightDepartments();
  const form = useForm<ComposeValues, unknown, ComposeValues>({ resolver, mode: 'onBlur', defaultValues: EMPTY });
  const body = useWatch({ control: form.control, name: 'body' });
  // The organisation's support text when the insight may describe someone at risk: calm, not an error.
  const [support, setSupport] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((values) =>
    submit.mutateAsync({ body: values.body, aboutDepartmentId: values.aboutDepartmentId || null }).then(
      (sent) => {
        form.reset(EMPTY);
        setSupport(sent.supportText ?? null);
        notify(t('my.compose.sent'), { variant: 'success' });
      },
      // The draft stays in the field, so nothing written is lost.
      (error: unknown) => notify(messageOr(error, t('errors.genericError')), { variant: 'error' }),
    ),
  );

  return (
    <Card component="section" aria-labelledby="compose-title">
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Typography id="compose-title" variant="h2" component="h1" sx={{ mb: 1 }}>
          {t('my.compose.title')}
        </Typography>
        {support && (
          <Alert
            severity="info"
            icon={<FavoriteBorder fontSize="inherit" />}
            onClose={() => setSupport(null)}
            sx={{ mb: 2 }}
            role="status"
            aria-live="polite"
          >
            <AlertTitle>{t('my.compose.supportTitle')}</AlertTitle>
            <Typography sx={{ whiteSpace: 'pre-wrap', fontSize: 14 }}>{support}</Typography>
          </Alert>
        )}
        <Box component="form" noValidate onSubmit={onSubmit}>
          <InsightEditor
            control={form.control}
            label={t('my.compose.label')}
            audience={t('my.compose.privacy')}
            placeholder={t('my.compose.placeholder')}
            disabled={submit.isPending}
            inputRef={inputRef}
          />
          {departments.data && departments.data.length > 0 && (
            <Box sx={{ mt: 2, maxWidth: { sm: 420 } }}>
              <FormSelectField
                control={form.control}
                name="aboutDepartmentId"
                label={t('my.compose.aboutDepartment.label')}
                emptyLabel={t('my.compose.aboutDepartment.none')}
                helperText={t('my.compose.aboutDepartment.helper')}
                options={departments.data.map((d) => ({ value: d.id, label: d.name }))}
                disabled={submit.isPending}
              />
            </Box>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button
              type="submit"
              variant="contained"
              endIcon={<Send className={DIRECTIONAL} />}
              disabled={!isSendable(body) || submit.isPending}
              sx={{ minWidth: { xs: '100%', sm: 140 } }}
            >
              {submit.isPending ? t('my.compose.sending') : t('my.compose.send')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
