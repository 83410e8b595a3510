import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { LoginPage } from '../features/auth/LoginPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DisputesPage } from '../features/disputes/DisputesPage';
import { ModerationPage } from '../features/moderation/ModerationPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ProjectsPage } from '../features/projects/ProjectsPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { SupportPage } from '../features/support/SupportPage';
import { OrdersPage } from '../features/transactions/OrdersPage';
import { TransactionsPage } from '../features/transactions/TransactionsPage';
import { UsersPage } from '../features/users/UsersPage';
import { RequireAdmin } from './guards/RequireAdmin';

// Paths are relative to the /admin basename, which matches Vite's `base`.
const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
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
        { path: 'moderation', element: <ModerationPage /> },
        { path: 'support', element: <SupportPage /> },
        { path: 'settings', element: <SettingsPage /> },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ],
  { basename: '/admin' },
);

export function AdminRouter() {
  return <RouterProvider router={router} />;
}
