import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Transactions holds four views under one sidebar entry (it stays active for each): payments, shop orders,
 * disputes and referral bonuses.
 */
const VIEWS = [
  { path: '/transactions', label: 'PAYMENTS' },
  { path: '/transactions/orders', label: 'SHOP ORDERS' },
  { path: '/transactions/disputes', label: 'DISPUTES' },
  { path: '/transactions/referrals', label: 'REFERRAL BONUSES' },
] as const;

export function TransactionsTabs() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Tabs value={pathname} onChange={(path) => path && navigate(path)} color="dark" mb="md">
      <Tabs.List>
        {VIEWS.map((view) => (
          <Tabs.Tab key={view.path} value={view.path} fw={700}>
            {view.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
