import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AuditLogPage } from '../features/audit/AuditLogPage';
import { LoginPage } from '../features/auth/LoginPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DisputesPage } from '../features/disputes/DisputesPage';
import { InvitePage } from '../features/invite/InvitePage';
import { HelpArticlesPage } from '../features/help-articles/HelpArticlesPage';
import { ModerationPage } from '../features/moderation/ModerationPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ProjectsPage } from '../features/projects/ProjectsPage';
import { ReferralBonusesPage } from '../features/referral-bonuses/ReferralBonusesPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SupportPage } from '../features/support/SupportPage';
import { SystemPage } from '../features/system/SystemPage';
import { OrdersPage } from '../features/transactions/OrdersPage';
import { TransactionsPage } from '../features/transactions/TransactionsPage';
import { UsersPage } from '../features/users/UsersPage';
import { RequireAdmin } from './guards/RequireAdmin';

// Paths are relative to the /admin basename, which matches Vite's `base`.
const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    { path: '/invite/:token', element: <InvitePage /> },
    {
      path: '/',
      element: <RequireAdmin />,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'users', element: <UsersPage /> },
        { path: 'projects', element: <ProjectsPage /> },
        { path: 'transactions', element: <TransactionsPage /> },
        // Under Transactions, so the sidebar keeps its seven entries and marks Transactions active.
        { path: 'transactions/orders', element: <OrdersPage /> },
        { path: 'transactions/disputes', element: <DisputesPage /> },
        { path: 'transactions/referrals', element: <ReferralBonusesPage /> },
        { path: 'moderation', element: <ModerationPage /> },
        { path: 'support', element: <SupportPage /> },
        // Under Support, so the sidebar keeps its seven entries and marks Support active.
        { path: 'support/articles', element: <HelpArticlesPage /> },
        { path: 'settings', element: <SettingsPage /> },
        { path: 'audit', element: <AuditLogPage /> },
        { path: 'system', element: <SystemPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ],
  { basename: '/admin' },
);

export function AdminRouter() {
  return <RouterProvider router={router} />;
}
