import { Navigate, Route, Routes } from 'react-router';
import { lazyNamed, preloadableLazyNamed } from '../lib/lazy-named';
import { RequireDashboardUser } from './guards/require-dashboard-user';
import { RequireEmployee } from './guards/require-employee';
import { RequireGuest } from './guards/require-guest';
import { RequirePermission } from './guards/require-permission';
import { RequireSetupCompleted } from './guards/require-setup-completed';
import { RootLayout } from './root-layout';

// Every page and both shells are their own chunks, so /login downloads only what it shows
// (ARCHITECTURE §8). Declarative routes rather than a data router: the data router's
// loader machinery costs ~20 KB gzip that the /login budget cannot carry, and no page
// uses loaders.
// Preloadable: the prerendered /login page stays on screen until this page's code is there
// (main.tsx), so the app takes over without showing the loader in between.
export const LoginRoute = preloadableLazyNamed(() => import('../features/auth/routes/login-route'), 'LoginRoute');
const RegistrationRoute = lazyNamed(() => import('../features/auth/routes/registration-route'), 'RegistrationRoute');
const ForgotPasswordRoute = lazyNamed(() => import('../features/auth/routes/forgot-password-route'), 'ForgotPasswordRoute');
const MyLoginRoute = lazyNamed(() => import('../features/auth/routes/my-login-route'), 'MyLoginRoute');
const MyForgotPasswordRoute = lazyNamed(() => import('../features/auth/routes/my-forgot-password-route'), 'MyForgotPasswordRoute');
const SsoCallbackRoute = lazyNamed(() => import('../features/auth/sso/sso-callback-route'), 'SsoCallbackRoute');
const MyShell = lazyNamed(() => import('./layouts/my-shell'), 'MyShell');
const MyEmployeePages = lazyNamed(() => import('./pages/my-employee-pages'), 'MyEmployeePages');
const MyHomeRoute = lazyNamed(() => import('../features/employee/routes/my-home-route'), 'MyHomeRoute');
const MyInsightRoute = lazyNamed(() => import('../features/employee/routes/my-insight-route'), 'MyInsightRoute');
const MyReachoutRoute = lazyNamed(() => import('../features/employee/routes/my-reachout-route'), 'MyReachoutRoute');
const AppShell = lazyNamed(() => import('./layouts/app-shell'), 'AppShell');
const DashboardRoute = lazyNamed(() => import('../features/dashboard/routes/dashboard-route'), 'DashboardRoute');
const ExplorerRoute = lazyNamed(() => import('../features/topics/routes/explorer-route'), 'ExplorerRoute');
const TopicRoute = lazyNamed(() => import('../features/topics/routes/topic-route'), 'TopicRoute');
const SubmissionsAreaRoute = lazyNamed(() => import('../features/insights/routes/insights-area-route'), 'SubmissionsAreaRoute');
const TopicSubmissionsRoute = lazyNamed(() => import('../features/insights/routes/topic-insight-list-route'), 'TopicSubmissionsRoute');
const SubmissionDetailRoute = lazyNamed(() => import('../features/insights/routes/insight-detail-route'), 'SubmissionDetailRoute');
const ReachoutHistoryRoute = lazyNamed(() => import('../features/reachouts/routes/history-route'), 'HistoryRoute');
const ReachoutDetailRoute = lazyNamed(() => import('../features/reachouts/routes/detail-route'), 'DetailRoute');
const ReportsRoute = lazyNamed(() => import('../features/reports/routes/reports-route'), 'ReportsRoute');
const SettingsLayoutRoute = lazyNamed(() => import('../features/settings/routes/settings-layout-route'), 'SettingsLayoutRoute');
const AccountRoute = lazyNamed(() => import('../features/settings/routes/account-route'), 'AccountRoute');
const AiSettingsRoute = lazyNamed(() => import('../features/settings/routes/ai-settings-route'), 'AiSettingsRoute');
const OrganizationRoute = lazyNamed(() => import('../features/settings/routes/organization-route'), 'OrganizationRoute');
const IdentityRoute = lazyNamed(() => import('../features/settings/routes/identity-route'), 'IdentityRoute');
const UsersRoute = lazyNamed(() => import('../features/users/routes/users-route'), 'UsersRoute');
const RolesRoute = lazyNamed(() => import('../features/settings/routes/roles-route'), 'RolesRoute');
const RoleEditorRoute = lazyNamed(() => import('../features/settings/routes/role-editor-route'), 'RoleEditorRoute');
const AuditLogRoute = lazyNamed(() => import('../features/settings/routes/audit-log-route'), 'AuditLogRoute');
const SubscriptionsRoute = lazyNamed(() => import('../features/subscriptions/routes/subscriptions-route'), 'SubscriptionsRoute');
const SetupRoute = lazyNamed(() => import('../features/setup/routes/setup-route'), 'SetupRoute');
const NotFoundRoute = lazyNamed(() => import('./pages/not-found-route'), 'NotFoundRoute');

/** Spec 1 §2 and spec 2 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Navigate to="/dashboard" replace />} />

        <Route element={<RequireGuest site="dashboard" />}>
          <Route path="login" element={<LoginRoute />} />
          <Route path="registration" element={<RegistrationRoute />} />
          <Route path="forgotpassword" element={<ForgotPasswordRoute />} />
        </Route>

        {/* Where the identity provider sends a sign-in by SSO back: signed out, or a leader's test. */}
        <Route path="sso/callback" element={<SsoCallbackRoute />} />

        <Route path="my">
          <Route element={<RequireGuest site="employee" />}>
            <Route path="login" element={<MyLoginRoute />} />
            <Route path="forgotpassword" element={<MyForgotPasswordRoute />} />
          </Route>
          <Route element={<RequireEmployee />}>
            <Route element={<MyShell />}>
              <Route element={<MyEmployeePages />}>
                <Route index element={<MyHomeRoute />} />
                <Route path="insights/:id" element={<MyInsightRoute />} />
                <Route path="reachouts/:id" element={<MyReachoutRoute />} />
              </Route>
              {/* Unknown MyVoyce paths stay on the employee site. */}
              <Route path="*" element={<Navigate to="/my" replace />} />
            </Route>
          </Route>
        </Route>

        <Route path="404" element={<NotFoundRoute />} />

        <Route element={<RequireDashboardUser />}>
          <Route element={<AppShell />}>
            <Route element={<RequireSetupCompleted />}>
              {/* A page the role may not view says so calmly, not with a 403. Every way
                  in leads to the dashboard: a role without insights goes on to its first page. */}
              <Route element={<RequirePermission area="insights" landing />}>
                <Route path="dashboard" element={<DashboardRoute />} />
              </Route>
            </Route>
            <Route element={<RequirePermission area="insights" />}>
              <Route path="insights" element={<ExplorerRoute />} />
              <Route path="insights/topics/:topicId" element={<TopicRoute />} />
              {/* The topic list and the respond pages share one selection (spec 1 §2). */}
              <Route element={<SubmissionsAreaRoute />}>
                <Route path="submissions" element={<TopicSubmissionsRoute />} />
                <Route path="submissions/detail" element={<SubmissionDetailRoute />} />
                <Route path="submissions-v1/detail" element={<SubmissionDetailRoute />} />
                {/* A reach-out's answer, with its way back to the reach-out (spec 1 §2). */}
                <Route path="reachouts/submissions/detail" element={<SubmissionDetailRoute />} />
              </Route>
            </Route>
            <Route element={<RequirePermission area="reachouts" />}>
              <Route path="reachouts" element={<ReachoutHistoryRoute />} />
              <Route path="reachouts/:id" element={<ReachoutDetailRoute />} />
            </Route>
            <Route element={<RequirePermission area="reports" />}>
              <Route path="reports" element={<ReportsRoute />} />
            </Route>
            <Route path="settings" element={<SettingsLayoutRoute />}>
              {/* Spec 2 §2: the settings index opens My Account, and so does an unknown tab. */}
              <Route index element={<Navigate to="/settings/account" replace />} />
              <Route path="account" element={<AccountRoute />} />
              <Route path="ai" element={<AiSettingsRoute />} />
              <Route path="organization/:tab?" element={<OrganizationRoute />} />
              <Route path="users/:tab?" element={<UsersRoute />} />
              <Route path="roles-permissions" element={<RolesRoute />} />
              <Route path="roles-permissions/new" element={<RoleEditorRoute />} />
              <Route path="roles-permissions/:id/edit" element={<RoleEditorRoute />} />
              <Route path="identity" element={<IdentityRoute />} />
              <Route path="subscriptions" element={<SubscriptionsRoute />} />
              <Route path="audit-log" element={<AuditLogRoute />} />
              <Route path="*" element={<Navigate to="/settings/account" replace />} />
            </Route>
            <Route path="setup" element={<SetupRoute />} />
          </Route>
        </Route>

        {/* Spec 1 §2: any other path goes to the dashboard. */}
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
