import type { Migration } from 'kysely/migration';
import * as accounts from './2026_11_22_0001_accounts';
import * as marketplace from './2026_11_22_0002_marketplace';
import * as uploadsVerification from './2026_11_22_1020_uploads_verification';
import * as discoverSearch from './2026_11_22_1040_discover_search';
import * as discoverSearchSpeed from './2026_11_22_1045_discover_search_speed';
import * as supportFaq from './2026_11_22_1060_support_faq';
import * as collaboration from './2026_11_22_1070_collaboration';
import * as messageNotifications from './2026_11_22_1090_message_notifications';
import * as listSpeed from './2026_11_22_1095_list_speed';
import * as wallLinkRequests from './2026_11_23_1110_wall_link_requests';
import * as healthProbe from './2026_11_23_1120_health_probe';
import * as paymentsLedger from './2026_11_23_1200_payments_ledger';
import * as dealNotifications from './2026_11_23_1300_deal_notifications';
import * as proposals from './2026_11_23_1310_proposals';
import * as payoutAccounts from './2026_11_23_1330_payout_accounts';
import * as reviewsPayout from './2026_11_23_1420_reviews_payout';
import * as trackingDistance from './2026_11_23_1410_tracking_distance';
import * as milestoneArtist from './2026_11_23_1500_milestone_artist';
import * as verificationFee from './2026_11_23_1600_verification_fee';
import * as milestoneRefunds from './2026_11_23_1630_milestone_refunds';
import * as places from './2026_11_24_0100_places';
import * as uploadVariants from './2026_11_25_1620_upload_variants';
import * as supportRequests from './2026_11_25_1700_support_requests';
import * as referrals from './2026_11_26_0200_referrals';
import * as shop from './2026_11_26_0300_shop';
import * as operators from './2026_11_26_0400_operators';
import * as discoverUnlocated from './2026_11_26_0500_discover_unlocated';
import * as supportReplyNotifications from './2026_11_26_0510_support_reply_notifications';
import * as projectClosedNotification from './2026_11_26_0520_project_closed_notification';
import * as apiTokens from './2026_11_26_0600_api_tokens';
import * as webhooks from './2026_11_26_0700_webhooks';
import * as email from './2026_11_26_0710_email';
import * as peopleSearchText from './2026_11_26_0800_people_search_text';
import * as usersGone from './2026_11_26_0810_users_gone';
import * as placesTrigramGist from './2026_11_26_1400_places_trigram_gist';
import * as locatedEarth from './2026_11_27_0100_located_earth';
import * as wallsHidden from './2026_11_27_0900_walls_hidden';
import * as idempotencyKeyScopes from './2026_11_28_0100_idempotency_key_scopes';
import * as refundedBy from './2026_11_28_0110_refunded_by';
import * as referralRules from './2026_11_28_0200_referral_rules';
import * as oneProjectsTable from './2026_11_28_0300_one_projects_table';
import * as projectLifecycle from './2026_11_28_0400_project_lifecycle';
import * as withdrawals from './2026_11_28_0420_withdrawals';
import * as accountData from './2026_11_28_0500_account_data';
import * as agreedAmounts from './2026_11_28_0520_agreed_amounts';
import * as timelineValues from './2026_11_28_0540_timeline_values';
import * as oneVocabulary from './2026_11_28_0560_one_vocabulary';
import * as lengthUnit from './2026_11_28_0561_length_unit';
import * as dealRoom from './2026_11_28_0600_deal_room';
import * as deliverables from './2026_11_28_0610_deliverables';
import * as consoleMoney from './2026_11_28_0630_console_money';
import * as messageAttachments from './2026_11_28_0640_message_attachments';
import * as systemHealth from './2026_11_28_0800_system_health';
import * as earthTiebreak from './2026_11_28_0900_earth_tiebreak';
import * as storedSearchText from './2026_11_29_2300_stored_search_text';
import * as shownListIndexes from './2026_11_30_1300_shown_list_indexes';
import * as unnamedBrands from './2026_11_30_1310_unnamed_brands';
import * as notificationProjects from './2026_11_30_1600_notification_projects';

/** Every migration, in order. Add new ones at the end; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_accounts': accounts,
  '2026_11_22_0002_marketplace': marketplace,
  '2026_11_22_1020_uploads_verification': uploadsVerification,
  '2026_11_22_1040_discover_search': discoverSearch,
  '2026_11_22_1045_discover_search_speed': discoverSearchSpeed,
  '2026_11_22_1060_support_faq': supportFaq,
  '2026_11_22_1070_collaboration': collaboration,
  '2026_11_22_1090_message_notifications': messageNotifications,
  '2026_11_22_1095_list_speed': listSpeed,
  '2026_11_23_1110_wall_link_requests': wallLinkRequests,
  '2026_11_23_1120_health_probe': healthProbe,
  '2026_11_23_1200_payments_ledger': paymentsLedger,
  '2026_11_23_1300_deal_notifications': dealNotifications,
  '2026_11_23_1310_proposals': proposals,
  '2026_11_23_1330_payout_accounts': payoutAccounts,
  '2026_11_23_1420_reviews_payout': reviewsPayout,
  '2026_11_23_1410_tracking_distance': trackingDistance,
  '2026_11_23_1500_milestone_artist': milestoneArtist,
  '2026_11_23_1600_verification_fee': verificationFee,
  '2026_11_23_1630_milestone_refunds': milestoneRefunds,
  '2026_11_24_0100_places': places,
  '2026_11_25_1620_upload_variants': uploadVariants,
  '2026_11_25_1700_support_requests': supportRequests,
  '2026_11_26_0200_referrals': referrals,
  '2026_11_26_0300_shop': shop,
  '2026_11_26_0400_operators': operators,
  '2026_11_26_0500_discover_unlocated': discoverUnlocated,
  '2026_11_26_0510_support_reply_notifications': supportReplyNotifications,
  '2026_11_26_0520_project_closed_notification': projectClosedNotification,
  '2026_11_26_0600_api_tokens': apiTokens,
  '2026_11_26_0700_webhooks': webhooks,
  '2026_11_26_0710_email': email,
  '2026_11_26_0800_people_search_text': peopleSearchText,
  '2026_11_26_0810_users_gone': usersGone,
  '2026_11_26_1400_places_trigram_gist': placesTrigramGist,
  '2026_11_27_0100_located_earth': locatedEarth,
  '2026_11_27_0900_walls_hidden': wallsHidden,
  '2026_11_28_0100_idempotency_key_scopes': idempotencyKeyScopes,
  '2026_11_28_0110_refunded_by': refundedBy,
  '2026_11_28_0200_referral_rules': referralRules,
  '2026_11_28_0300_one_projects_table': oneProjectsTable,
  '2026_11_28_0400_project_lifecycle': projectLifecycle,
  '2026_11_28_0420_withdrawals': withdrawals,
  '2026_11_28_0500_account_data': accountData,
  '2026_11_28_0520_agreed_amounts': agreedAmounts,
  '2026_11_28_0540_timeline_values': timelineValues,
  '2026_11_28_0560_one_vocabulary': oneVocabulary,
  '2026_11_28_0561_length_unit': lengthUnit,
  '2026_11_28_0600_deal_room': dealRoom,
  '2026_11_28_0610_deliverables': deliverables,
  '2026_11_28_0630_console_money': consoleMoney,
  '2026_11_28_0640_message_attachments': messageAttachments,
  '2026_11_28_0800_system_health': systemHealth,
  '2026_11_28_0900_earth_tiebreak': earthTiebreak,
  '2026_11_29_2300_stored_search_text': storedSearchText,
  '2026_11_30_1300_shown_list_indexes': shownListIndexes,
  '2026_11_30_1310_unnamed_brands': unnamedBrands,
  '2026_11_30_1600_notification_projects': notificationProjects,
};
