/** Shared with the milestones and tracking features (components/DealWork); the deal room imports it from here. */
export { DeliverMilestoneDialog } from '../../../components/DealWork/DeliverMilestoneDialog';
