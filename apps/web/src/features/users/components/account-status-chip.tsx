import Chip from '@mui/material/Chip';
import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '@voyce/contracts/users';

const COLORS = { active: 'success', inactive: 'default', pending: 'warning', rejected: 'error' } as const;

/** Spec 2 §4 account status, always as a word; the colour only repeats it. */
export function AccountStatusChip({ status }: { status: AccountStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={ACCOUNT_STATUS_LABELS[status]} />;
}
