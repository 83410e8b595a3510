import { NOTIFICATION_LEADS_BY, NOTIFICATION_TYPES, notificationLink } from '@wallcraft/shared';
import { describe, expect, it } from 'vitest';
import { decisionTarget } from './notification-kinds';

describe('a notification card', () => {
  it('leads every type somewhere, by a link or a decision, given the id the server must give it', () => {
    for (const type of NOTIFICATION_TYPES) {
      const by = NOTIFICATION_LEADS_BY[type];
      // The API shows a message's sender rather than the message.
      const notification = {
        id: 'n1',
        type,
        applicationId: by === 'applicationId' ? 'a1' : null,
        invitationId: by === 'invitationId' ? 'i1' : null,
        wallRequestId: by === 'wallRequestId' ? 'w1' : null,
        transactionId: by === 'transactionId' ? 't1' : null,
        projectId: by === 'projectId' ? 'p1' : null,
        projectType: by === 'projectId' ? ('brand_project' as const) : null,
        senderId: by === 'messageId' ? 'u1' : null,
      };
      expect(notificationLink(notification) ?? decisionTarget(notification), type).not.toBeNull();
    }
  });
});
