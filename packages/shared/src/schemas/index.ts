/**
 * Request schemas and field rules, safe in a browser (no server code, no OpenAPI metadata): the API
 * validates with them and the web forms validate with the same ones (import '@wallcraft/shared/schemas').
 */
export * from './fields';
export * from './money';
export * from './urls';
export * from './auth';
export * from './admin';
export * from './admin-tables';
export * from './profiles';
export * from './content';
export * from './collaboration';
export * from './proposals';
export * from './paging';
export * from './reviews';
export * from './milestones';
export * from './deliverables';
export * from './agreed-amounts';
export * from './places';
export * from './support';
export * from './referrals';
export * from './shop';
export * from './help-articles';
export * from './reports';
export * from './api-tokens';
export * from './webhooks';
export * from './email';
export * from './account-data';
export * from './messages';
