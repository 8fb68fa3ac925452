import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { ComposeInsightCard } from '../components/compose-insight-card';
import { MyInsightsList } from '../components/my-insights-list';
import { ReachoutInbox } from '../components/reachout-inbox';
import { ReminderSetting } from '../components/reminder-setting';

/** MyVoyce home: write an insight, answer the reach-outs sent to me, follow what I sent, and choose the weekly reminder. */
export function MyHomeRoute() {
  const composer = useRef<HTMLTextAreaElement>(null);
  return (
    <Stack spacing={3}>
      <ComposeInsightCard inputRef={composer} />
      <ReachoutInbox />
      <MyInsightsList
        onCompose={() => {
          composer.current?.focus();
          composer.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        }}
      />
      <ReminderSetting />
    </Stack>
  );
}
