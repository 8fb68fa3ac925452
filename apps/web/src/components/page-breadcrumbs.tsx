import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '../i18n/translate';
import { Link as RouterLink } from 'react-router';

export type Crumb = { label: string; to?: string };

/** Where a page sits; the last crumb is the page itself. */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('workspace.breadcrumb')} sx={{ mb: 1 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          p: 0,
          fontSize: 13,
          color: 'text.secondary',
        }}
      >
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            // The page's own crumb takes the rest of the line (a title is cut only where the line ends).
            <Box
              component="li"
              key={i}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, ...(last ? { flex: '1 1 0' } : {}) }}
            >
              {item.to && !last ? (
                <Link component={RouterLink} to={item.to} color="inherit">
                  {item.label}
                </Link>
              ) : (
                <Box
                  component="span"
                  aria-current={last ? 'page' : undefined}
                  title={item.label}
                  sx={{
                    color: 'text.primary',
                    minWidth: 0,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {item.label}
                </Box>
              )}
              {!last && <span aria-hidden>/</span>}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
