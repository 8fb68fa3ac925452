import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/translate';

type Props = { title: string; description: string };

/** Stands in for a page that later work builds, so no route ever shows a broken screen. */
export function ComingSoonCard({ title, description }: Props) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="coming-soon-title">
      <CardContent sx={{ p: { xs: 2, md: 3 }, '&:last-child': { pb: { xs: 2, md: 3 } } }}>
        <Chip label={t('comingSoon.badge')} size="small" color="primary" variant="outlined" />
        <Typography id="coming-soon-title" variant="h2" component="h1" sx={{ mt: 1.5, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{description}</Typography>
      </CardContent>
    </Card>
  );
}
