import Box from '@mui/material/Box';

/** A rule with a word in the middle, between two ways of signing in. */
export function OrSeparator({ label }: { label: string }) {
  const rule = { flex: 1, height: '1px', bgcolor: 'divider' } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 3, color: 'text.secondary', fontSize: 13 }}>
      <Box sx={rule} />
      <span>{label}</span>
      <Box sx={rule} />
    </Box>
  );
}
