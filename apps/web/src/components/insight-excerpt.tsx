import Typography from '@mui/material/Typography';

/** An insight's text cut to two lines (spec 1 §9 'List body shows up to 2 lines'). */
export function InsightExcerpt({ body, lines = 2 }: { body: string; lines?: number }) {
  return (
    <Typography
      component="span"
      sx={{
        fontSize: 13,
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        overflowWrap: 'anywhere',
      }}
    >
      {body}
    </Typography>
  );
}
