import Box from '@mui/material/Box';
import type { TranslationKey } from '../../../i18n/translate';
import { Trans } from '../../../i18n/trans';
import { StepHeading } from './step-heading';

type Props = {
  title: string;
  /** A sentence with `<strong>{{email}}</strong>`: the address is shown in bold. */
  i18nKey: TranslationKey;
  email: string;
};

/** A step heading whose subtitle names the person's address (the code screen, the 'Welcome!' form). */
export function EmailStepHeading({ title, i18nKey, email }: Props) {
  return (
    <StepHeading
      title={title}
      subtitle={
        <Trans
          i18nKey={i18nKey}
          values={{ email }}
          components={{ strong: <Box component="strong" sx={{ color: 'text.primary', wordBreak: 'break-all' }} /> }}
        />
      }
    />
  );
}
