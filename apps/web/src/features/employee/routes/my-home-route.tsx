import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { ComposeInsightCard } from '../components/compose-insight-card';
import { MyInsightsList } from '../components/my-insights-list';
import { PendingRevealRequests } from '../components/pending-reveal-requests';
import { ReachoutInbox } from '../components/reachout-inbox';
import { ReminderSetting } from '../components/reminder-setting';

/** MyVoyce home: answer a pending reveal request, write an insight, answer the reach-outs sent to me, follow what I sent, and choose the weekly reminder. */
export function MyHomeRoute() {
  const composer = useRef<HTMLTextAreaElement>(null);
  return (
    <Stack spacing={3}>
      {/* A question about my identity comes first, never below the fold. */}
      <PendingRevealRequests />
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
