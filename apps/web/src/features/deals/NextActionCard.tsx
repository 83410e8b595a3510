import { Button, Card, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CreatePaymentDialog } from '../../components/Payments/CreatePaymentDialog';
import { milestonesPath } from '../../components/PaymentsButton';
import { ProjectReviewDialog, type ReviewTarget } from '../../components/ProjectReviews/ProjectReviewDialog';
import { useDevicePosition } from '../../components/Tracking/useDevicePosition';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { Deal } from './deal-parts';
import { CompleteWithProofDialog } from './work/CompleteWithProofDialog';
import { ConfirmCompletionDialog } from './work/ConfirmCompletionDialog';
import { DeliverMilestoneDialog } from './work/DeliverMilestoneDialog';
import { ReviewDeliveryDialog } from './work/ReviewDeliveryDialog';

type Action = NonNullable<Deal['nextAction']>;

/** Where an action without a dialog of its own is done: agreeing amounts on the milestones page, a paused position on the tracking page. */
function fallbackPath(deal: Deal, action: Action): string {
  if (action.kind === 'send_position') return '/tracking';
  return milestonesPath(deal.project.projectType, deal.project.id);
}

type DialogKind = 'mark_milestone_done' | 'approve_milestone' | 'complete' | 'confirm_completion';
const DIALOG_KINDS: readonly string[] = ['mark_milestone_done', 'approve_milestone', 'complete', 'confirm_completion'];

/** MARK MILESTONE DONE, APPROVE, COMPLETE and CONFIRM COMPLETION: each opens its dialog (features/deals/work). */
function DialogButton({
  deal,
  action,
  onDone,
}: {
  deal: Deal;
  action: Action & { kind: DialogKind };
  onDone: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const milestone = deal.milestones.find((candidate) => candidate.id === action.milestoneId);
  const props = { opened, onClose: () => setOpened(false), onDone };
  const ref = { projectId: deal.project.id, projectType: deal.project.projectType };
  return (
    <>
      <Button color="dark" size="md" fullWidth onClick={() => setOpened(true)}>
        {action.label}
      </Button>
      {action.kind === 'mark_milestone_done' && milestone ? (
        <DeliverMilestoneDialog milestone={milestone} {...props} />
      ) : null}
      {action.kind === 'approve_milestone' && milestone ? (
        <ReviewDeliveryDialog milestone={milestone} {...props} />
      ) : null}
      {action.kind === 'complete' ? <CompleteWithProofDialog {...ref} {...props} /> : null}
      {action.kind === 'confirm_completion' ? <ConfirmCompletionDialog {...ref} {...props} /> : null}
    </>
  );
}

const isDialogAction = (action: Action): action is Action & { kind: DialogKind } => DIALOG_KINDS.includes(action.kind);

/** START: the artist's device position is where the live tracking starts. */
function StartButton({ deal, onDone }: { deal: Deal; onDone: () => void }) {
  const device = useDevicePosition();
  const start = trpc.tracking.start.useMutation({
    onSuccess: () => {
      toast({ title: 'PROJECT STARTED', message: 'Live tracking is on: the owner sees you on your way.' });
      onDone();
    },
    meta: { errorToast: { title: 'START FAILED', fallback: 'The project could not be started' } },
  });
  const begin = () => {
    if (!device.position) {
      toast({
        title: 'LOCATION NEEDED',
        message: device.available
          ? 'Waiting for your position: try again in a moment.'
          : 'Allow location access in your browser to start.',
        variant: 'destructive',
      });
      return;
    }
    start.mutate({ projectId: deal.project.id, projectType: deal.project.projectType, ...device.position });
  };
  return (
    <Button color="dark" size="md" fullWidth loading={start.isPending} onClick={begin}>
      START
    </Button>
  );
}

/** FUND ESCROW: a milestone is funded as itself; otherwise one payment of what is left, artist and amount filled in. */
function FundButton({ deal, action, onDone }: { deal: Deal; action: Action; onDone: () => void }) {
  const [paying, setPaying] = useState(false);
  const fund = trpc.milestones.fund.useMutation({
    onSuccess: (funded) => {
      if (funded.checkoutUrl) {
        window.location.assign(funded.checkoutUrl);
        return;
      }
      toast({ title: 'ESCROW FUNDED', message: `“${funded.title}” is in escrow: the artist can get to work.` });
      onDone();
    },
    meta: { errorToast: { title: 'FUNDING FAILED', fallback: 'The milestone could not be funded' } },
  });
  return (
    <>
      <Button
        color="dark"
        size="md"
        fullWidth
        loading={fund.isPending}
        onClick={() => (action.milestoneId ? fund.mutate({ id: action.milestoneId }) : setPaying(true))}
      >
        {action.label}
      </Button>
      <CreatePaymentDialog
        opened={paying}
        onClose={() => setPaying(false)}
        projectId={deal.project.id}
        projectType={deal.project.projectType}
        artistId={action.artistId}
        amount={action.amount}
        onDone={onDone}
      />
    </>
  );
}

function ReviewButton({ deal, onDone }: { deal: Deal; onDone: () => void }) {
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const other = deal.viewerRole === 'owner' ? deal.artist : deal.owner;
  return (
    <>
      <Button
        color="dark"
        size="md"
        fullWidth
        onClick={() =>
          setTarget({
            projectType: deal.project.projectType,
            projectId: deal.project.id,
            projectTitle: deal.project.title,
            counterpart: other,
          })
        }
      >
        REVIEW
      </Button>
      <ProjectReviewDialog
        target={target}
        onClose={() => {
          setTarget(null);
          onDone();
        }}
      />
    </>
  );
}

function PrimaryButton({ deal, action, onDone }: { deal: Deal; action: Action; onDone: () => void }) {
  if (action.kind === 'start') return <StartButton deal={deal} onDone={onDone} />;
  if (action.kind === 'fund_escrow') return <FundButton deal={deal} action={action} onDone={onDone} />;
  if (action.kind === 'review') return <ReviewButton deal={deal} onDone={onDone} />;
  if (isDialogAction(action)) return <DialogButton deal={deal} action={action} onDone={onDone} />;
  return (
    <Button component={Link} to={fallbackPath(deal, action)} color="dark" size="md" fullWidth>
      {action.label}
    </Button>
  );
}

/** The viewer's one next step as the primary button, and who waits on whom. */
export function NextActionCard({ deal, onDone }: { deal: Deal; onDone: () => void }) {
  return (
    <Card withBorder p="md" bg="gray.0">
      <Stack gap="xs">
        <Text size="xs" fw={900} c="dimmed" style={{ letterSpacing: '0.08em' }}>
          NEXT STEP
        </Text>
        {deal.nextAction ? <PrimaryButton deal={deal} action={deal.nextAction} onDone={onDone} /> : null}
        <Text size="sm" fw={600} data-testid="waiting-for">
          {deal.waitingFor ?? 'Nothing left to do on this deal.'}
        </Text>
      </Stack>
    </Card>
  );
}
