import { PROJECT_TYPES, type TProjectType } from '@wallcraft/shared';

/** Payment ids are shown by their first 8 characters (the full id is in the receipt's address). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export { feePreview } from '../../components/Payments/fee-preview';

export type PaymentAction = 'release' | 'cancel' | 'refund';

/** The payer's actions on a payment in each state: pending can be cancelled, escrowed released or refunded. */
export function payerActions(status: string): PaymentAction[] {
  if (status === 'pending') return ['cancel'];
  if (status === 'escrowed') return ['release', 'refund'];
  return [];
}

/** What each action asks before it runs, and what it says when done. */
export const ACTION_TEXT: Record<PaymentAction, { label: string; question: string; done: string }> = {
  release: {
    label: 'RELEASE',
    question: 'Release this payment to the artist? The money leaves escrow and cannot be refunded afterwards.',
    done: 'PAYMENT RELEASED',
  },
  cancel: { label: 'CANCEL', question: 'Cancel this payment before it is funded?', done: 'PAYMENT CANCELLED' },
  refund: {
    label: 'REFUND',
    question: 'Refund this payment? The money in escrow goes back to you.',
    done: 'PAYMENT REFUNDED',
  },
};

/** ?projectType=brand_project|wall_project; anything else is a brand project. */
export function projectTypeParam(value: string | null): TProjectType {
  return PROJECT_TYPES.find((type) => type === value) ?? 'brand_project';
}

/** The project page a payment's project lives on. */
export function projectPath(projectType: TProjectType, projectId: string): string {
  return projectType === 'wall_project' ? `/wall-projects/${projectId}` : `/projects/${projectId}`;
}
