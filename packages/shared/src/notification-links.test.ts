import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-links';

describe('notificationLink', () => {
  it('leads a payment notification to its receipt', () => {
    expect(notificationLink({ type: 'payment_released', transactionId: 't1' })).toEqual({
      to: '/payments/t1',
      label: 'VIEW RECEIPT',
    });
    expect(notificationLink({ type: 'payment_created', transactionId: 't2' })?.to).toBe('/payments/t2');
  });

  it('leads nowhere without a payment, or for other kinds', () => {
    expect(notificationLink({ type: 'payment_created', transactionId: null })).toBeNull();
    expect(notificationLink({ type: 'application_accepted', transactionId: 't1' })).toBeNull();
  });

  it('leads every notification about a deal that names its project to the deal room', () => {
    const about = { transactionId: 't1', projectId: 'p1', projectType: 'wall_project' as const };
    for (const type of [
      'application_accepted',
      'invitation_accepted',
      'payment_escrowed',
      'milestone_released',
      'agreed_amount_proposed',
      'tracking_update',
      'project_completed',
      'reviews_published',
    ])
      expect(notificationLink({ ...about, type }), type).toEqual({ to: '/deals/p1', label: 'OPEN DEAL ROOM' });
    // Without its project (older rows), a payment's still leads to its receipt.
    expect(notificationLink({ ...about, type: 'payment_escrowed', projectId: null })?.to).toBe('/payments/t1');
  });

  it('leads a referral bonus to the referrals page', () => {
    expect(notificationLink({ type: 'referral_bonus', transactionId: null })).toEqual({
      to: '/referrals',
      label: 'VIEW REFERRALS',
    });
  });

  it('leads an answer from support to the contact page, where the reply shows', () => {
    expect(notificationLink({ type: 'support_reply', transactionId: null })).toEqual({
      to: '/contact',
      label: 'VIEW REPLY',
    });
  });

  it('leads a disabled webhook to the webhooks section of Settings', () => {
    expect(notificationLink({ type: 'webhook_disabled', transactionId: null })).toEqual({
      to: '/settings#webhooks',
      label: 'VIEW WEBHOOKS',
    });
  });

  it('leads a new message to the conversation with its sender', () => {
    expect(notificationLink({ type: 'message_received', transactionId: null, senderId: 'u1' })).toEqual({
      to: '/messages?userId=u1',
      label: 'OPEN CONVERSATION',
    });
    expect(notificationLink({ type: 'message_received', transactionId: null, senderId: null })).toBeNull();
  });

  it('leads a ready data export to its download in Settings', () => {
    expect(notificationLink({ type: 'data_export_ready', transactionId: null })).toEqual({
      to: '/settings#account-data',
      label: 'DOWNLOAD MY DATA',
    });
  });

  it("leads a notification about a project to that project's page, of its kind", () => {
    const about = (projectType: 'brand_project' | 'wall_project') =>
      notificationLink({ type: 'project_updated', transactionId: null, projectId: 'p1', projectType });
    expect(about('brand_project')).toEqual({ to: '/projects/p1', label: 'VIEW PROJECT' });
    expect(about('wall_project')).toEqual({ to: '/wall-projects/p1', label: 'VIEW PROJECT' });
    expect(notificationLink({ type: 'application_withdrawn', transactionId: null, projectId: null })).toBeNull();
  });
});

describe('a tracking update', () => {
  it('leads to the deal room, where the live position shows', () => {
    expect(
      notificationLink({
        type: 'tracking_update',
        transactionId: null,
        projectId: 'p1',
        projectType: 'wall_project',
      }),
    ).toEqual({ to: '/deals/p1', label: 'OPEN DEAL ROOM' });
    expect(
      notificationLink({ type: 'project_updated', transactionId: null, projectId: 'p1', projectType: 'brand_project' }),
    ).toEqual({ to: '/projects/p1', label: 'VIEW PROJECT' });
  });

  it("leads a verification outcome to its panel, and a deleted project's notice to Discover", () => {
    expect(notificationLink({ type: 'verification_completed', transactionId: null })).toEqual({
      to: '/settings#verification',
      label: 'VIEW VERIFICATION',
    });
    expect(notificationLink({ type: 'project_closed_by_owner', transactionId: null })).toEqual({
      to: '/discover',
      label: 'FIND PROJECTS',
    });
    expect(
      notificationLink({
        type: 'project_closed_by_owner',
        transactionId: null,
        projectId: 'p1',
        projectType: 'wall_project',
      }),
    ).toEqual({ to: '/wall-projects/p1', label: 'VIEW PROJECT' });
  });
});
