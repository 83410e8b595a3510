import { describe, expect, it } from 'vitest';
import { decisionTarget } from './notification-kinds';

const base = { id: 'n1', isRead: false, applicationId: null, invitationId: null, wallRequestId: null };

describe('decisionTarget', () => {
  it('points a received application at its application, remembering the notification', () => {
    expect(decisionTarget({ ...base, type: 'application_received', applicationId: 'a1' })).toEqual({
      kind: 'application',
      id: 'a1',
      notificationId: 'n1',
    });
  });

  it('points a received invitation at its invitation', () => {
    expect(decisionTarget({ ...base, type: 'invitation_received', invitationId: 'i1' })?.kind).toBe('invitation');
  });

  it("points a brand's request to show your wall at that request", () => {
    expect(decisionTarget({ ...base, type: 'project_wall_requested', wallRequestId: 'w1' })).toEqual({
      kind: 'wallRequest',
      id: 'w1',
      notificationId: 'n1',
    });
  });

  it('gives nothing to decide for outcomes and other kinds', () => {
    expect(decisionTarget({ ...base, type: 'project_wall_accepted', wallRequestId: 'w1' })).toBeNull();
    expect(decisionTarget({ ...base, type: 'application_accepted', applicationId: 'a1' })).toBeNull();
    expect(decisionTarget({ ...base, type: 'message_received' })).toBeNull();
  });
});
