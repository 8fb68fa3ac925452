import Stack from '@mui/material/Stack';
import { useOrganizationId } from '../../../lib/organization';
import { PlanDetails } from '../components/plan-details';
import { TransactionHistory } from '../components/transaction-history';

/** My Subscriptions (spec 1 §2): the plan and its invoices; the account is the organisation. */
export function SubscriptionsRoute() {
  const organizationId = useOrganizationId() ?? '';
  return (
    <Stack spacing={3}>
      <PlanDetails accountId={organizationId} />
      <TransactionHistory organizationId={organizationId} />
    </Stack>
  );
}
