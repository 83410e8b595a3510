/** Shared with the milestones and tracking features (components/DealWork); the deal room imports it from here. */
export { CompleteWithProofDialog } from '../../../components/DealWork/CompleteWithProofDialog';
