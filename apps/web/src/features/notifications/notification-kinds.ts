/** Spec 1: notifications about a received application or invitation need a decision instead of a click-to-read. */
export function needsDecision(type: string): boolean {
  return type.includes('application_received') || type.includes('invitation_received');
}
