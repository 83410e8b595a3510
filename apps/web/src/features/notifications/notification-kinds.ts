import type { DecisionTarget } from '../../components/ReviewDialog/useDecision';

/**
 * Notifications about a received application or invitation, or a brand's request to show your wall, need a
 * decision instead of a click-to-read.
 */
export function needsDecision(type: string): boolean {
  return (
    type.includes('application_received') || type.includes('invitation_received') || type.includes('wall_requested')
  );
}

/** The application, invitation or wall request a received-type notification asks the user to decide. */
export function decisionTarget(notification: {
  id: string;
  type: string;
  applicationId: string | null;
  invitationId: string | null;
  wallRequestId: string | null;
}): DecisionTarget | null {
  if (!needsDecision(notification.type)) return null;
  if (notification.wallRequestId) {
    return { kind: 'wallRequest', id: notification.wallRequestId, notificationId: notification.id };
  }
  if (notification.type.includes('application') && notification.applicationId) {
    return { kind: 'application', id: notification.applicationId, notificationId: notification.id };
  }
  if (notification.type.includes('invitation') && notification.invitationId) {
    return { kind: 'invitation', id: notification.invitationId, notificationId: notification.id };
  }
  return null;
}
