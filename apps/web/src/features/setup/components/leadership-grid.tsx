import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { LEADERSHIP_MSG, NEW_LEADER_SAVE_DEBOUNCE_MS, zLeaderRowForm } from '@voyce/contracts/emergency-contacts';
import type { LeadershipTeamMember } from '@voyce/contracts/workspace';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { DeleteConfirmDialog } from '../../../components/delete-confirm-dialog';
import { LoadErrorAlert } from '../../../components/load-error-alert';
import { messageOr } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useOrganizationId } from '../../../lib/organization';
import { leadersQueryOptions, useDeleteLeader, useSaveLeader, type LeaderFields } from '../../../api/organization-leadership';
import { LeaderRow } from './leader-row';

const EMPTY: LeaderFields = { name: '', email: '', violence: false, crime: false, threat: false, selfHarm: false, harassment: false };
const fieldsOf = (m: LeadershipTeamMember): LeaderFields => ({
  name: m.name,
  email: m.email,
  violence: m.violence,
  crime: m.crime,
  threat: m.threat,
  selfHarm: m.selfHarm,
  harassment: m.harassment,
});
const same = (a: LeaderFields, b: LeaderFields) => JSON.stringify(a) === JSON.stringify(b);
/** A saved contact with kinds ticked whose person may no longer receive alerts: said under the row. */
const silenced = (m: LeadershipTeamMember) =>
  m.mayReceiveAlerts === false && (m.violence || m.crime || m.threat || m.selfHarm || m.harassment);

/**
 * The leadership team grid (spec 2 §2): saved rows save each finished edit at once; Add
 * member opens one draft row (focus on its name), saved 2000 ms after name and e-mail are valid.
 */
export function LeadershipGrid() {
  const { t } = useTranslation();
  const organizationId = useOrganizationId() ?? '';
  const leaders = useQuery(leadersQueryOptions(organizationId));
  const save = useSaveLeader(organizationId);
  const remove = useDeleteLeader(organizationId);
  const [edits, setEdits] = useState<Record<string, LeaderFields>>({});
  const [draft, setDraft] = useState<LeaderFields | null>(null);
  const [deleting, setDeleting] = useState<LeadershipTeamMember | null>(null);
  const draftName = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (draft && draft.name === '' && draft.email === '') draftName.current?.focus();
  }, [draft]);

  // The draft saves once its name and e-mail have been valid for the debounce.
  const draftKey = draft && zLeaderRowForm.safeParse(draft).success ? JSON.stringify(draft) : null;
  const { mutate } = save;
  useEffect(() => {
    if (!draftKey) return;
    const timer = setTimeout(() => {
      mutate(JSON.parse(draftKey) as LeaderFields, {
        onSuccess: () => {
          setDraft(null);
          notify(LEADERSHIP_MSG.saved, { variant: 'success' });
        },
        onError: (e) => notify(messageOr(e, LEADERSHIP_MSG.updateError), { variant: 'error' }),
      });
    }, NEW_LEADER_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftKey, mutate]);

  const change = (member: LeadershipTeamMember, value: LeaderFields, commit: boolean) => {
    setEdits((e) => ({ ...e, [member.id]: value }));
    if (!commit || same(value, fieldsOf(member)) || !zLeaderRowForm.safeParse(value).success) return;
    // mutateAsync: quick edits of two rows both report back (mutate keeps only the last one's callbacks).
    save.mutateAsync({ id: member.id, ...value }).then(
      () => {
        setEdits(({ [member.id]: _done, ...rest }) => rest);
        notify(LEADERSHIP_MSG.saved, { variant: 'success' });
      },
      (e: unknown) => notify(messageOr(e, LEADERSHIP_MSG.updateError), { variant: 'error' }),
    );
  };

  if (leaders.isPending) return <Skeleton variant="rounded" height={120} />;
  if (leaders.isError)
    return (
      <LoadErrorAlert
        message={messageOr(leaders.error, t('setup.leaders.loadError'))}
        onRetry={() => void leaders.refetch()}
        retrying={leaders.isFetching}
      />
    );

  return (
    <Box>
      {leaders.data.length === 0 && !draft && <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('setup.leaders.empty')}</Typography>}
      {leaders.data.map((m, i) => (
        <LeaderRow
          key={m.id}
          index={i}
          value={edits[m.id] ?? fieldsOf(m)}
          onChange={(value, commit) => change(m, value, commit)}
          onDelete={() => setDeleting(m)}
          warning={silenced(m) ? LEADERSHIP_MSG.receivesNoAlerts : undefined}
        />
      ))}
      {draft && (
        <LeaderRow
          index={leaders.data.length}
          value={draft}
          nameRef={draftName}
          onChange={(value) => setDraft(value)}
          onDelete={() => setDraft(null)}
          busy={save.isPending}
        />
      )}
      <Button variant="outlined" onClick={() => setDraft(EMPTY)} disabled={Boolean(draft)} sx={{ mt: 2 }}>
        {t('setup.leaders.add')}
      </Button>
      <DeleteConfirmDialog
        item={deleting}
        title={t('setup.leaders.deleteTitle')}
        text={LEADERSHIP_MSG.deleteConfirm}
        remove={remove}
        deletedMessage={LEADERSHIP_MSG.deleted}
        errorMessage={LEADERSHIP_MSG.updateError}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
