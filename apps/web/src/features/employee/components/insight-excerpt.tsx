import Typography from '@mui/material/Typography';

/**
 * An insight's text cut to two lines (spec 1 §11: list bodies show up to 2 lines). Its direction is
 * its own (dir=auto): the writer's language, not necessarily the page's.
 */
export function InsightExcerpt({ body }: { body: string }) {
  return (
    <Typography
      component="span"
      dir="auto"
      variant="body1"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
        color: 'text.primary',
      }}
    >
      {body}
    </Typography>
  );
}
