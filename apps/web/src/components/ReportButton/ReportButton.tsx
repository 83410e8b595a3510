import { Button } from '@mantine/core';
import { REPORT_TARGET_TYPE_LABELS, type TReportTargetType } from '@wallcraft/shared';
import { lazy } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useLazyDialog } from '../../lib/lazy-dialog';
import { loginPath } from '../../lib/return-to';
import { useSession } from '../../lib/session';

const loadDialog = () => import('./ReportDialog');
const ReportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportDialog })));

/**
 * A small "Report" action for a profile, wall, project, wall project or received message. Not shown on your
 * own items; signed out it goes to the login page, which brings the visitor back here afterwards. The dialog (its
 * form and the request's schema) is fetched when first wanted.
 */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
  size = 'compact-sm',
}: {
  targetType: TReportTargetType;
  targetId: string;
  /** Who owns the item (a message: its sender): the owner gets no Report action. */
  ownerId: string | null | undefined;
  /** compact-xs inside small things (a message bubble). */
  size?: 'compact-xs' | 'compact-sm';
}) {
  const { session, state } = useSession();
  const { pathname, search } = useLocation();
  const dialog = useLazyDialog(loadDialog);
  if (state === 'loading' || (ownerId && session?.user.id === ownerId)) return null;
  const label = `Report ${REPORT_TARGET_TYPE_LABELS[targetType].toLowerCase()}`;
  const common = { variant: 'subtle', color: 'gray', size, 'aria-label': label } as const;
  if (state === 'signed-out')
    return (
      <Button component={Link} to={loginPath(`${pathname}${search}`)} {...common}>
        Report
      </Button>
    );
  return (
    <>
      <Button {...common} onClick={dialog.open} loading={dialog.loading} {...dialog.warm}>
        Report
      </Button>
      {dialog.wanted ? (
        <ReportDialog opened={dialog.opened} onClose={dialog.close} targetType={targetType} targetId={targetId} />
      ) : null}
    </>
  );
}
