import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { ComposeInsightCard } from '../components/compose-insight-card';
import { MyInsightsList } from '../components/my-insights-list';

/** MyVoyce home: write an insight, then follow the ones already sent. */
export function MyHomeRoute() {
  const composer = useRef<HTMLTextAreaElement>(null);
  return (
    <Stack spacing={3}>
      <ComposeInsightCard inputRef={composer} />
      <MyInsightsList
        onCompose={() => {
          composer.current?.focus();
          composer.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        }}
      />
    </Stack>
  );
}
