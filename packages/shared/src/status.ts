/**
 * What a status means to the person reading it, the same in both apps: waiting on someone, moving along,
 * money held, done, or stopped. Each app paints the tones with its own theme's colours.
 */
export type TStatusTone = 'waiting' | 'moving' | 'held' | 'done' | 'stopped';

const STATUS_TONES: Record<string, TStatusTone> = {
  pending: 'waiting',
  awaiting_payment: 'waiting',
  unpaid: 'waiting',
  placed: 'waiting',
  // A referral bonus held for an operator's review.
  held: 'waiting',
  open: 'moving',
  hired: 'moving',
  available: 'moving',
  under_review: 'moving',
  in_progress: 'moving',
  shipped: 'moving',
  escrowed: 'held',
  accepted: 'done',
  completed: 'done',
  resolved: 'done',
  paid: 'done',
};

/** The tone of any status (projects, walls, decisions, payments, reports); unknown ones count as stopped. */
export function statusTone(status: string): TStatusTone {
  return STATUS_TONES[status.trim().toLowerCase().replace(/\s+/g, '_')] ?? 'stopped';
}

/** 'in_progress' → 'IN PROGRESS', as status badges show it. */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ').toUpperCase();
}
