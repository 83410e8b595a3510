import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  MAX_UPLOAD_MB,
  MESSAGE_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLATFORM_FEE_PERCENT,
  RECENTLY_VIEWED_LIMIT,
  REFERRAL_BONUS_CENTS,
  REFERRAL_MONTHLY_CAP,
  SALES_TAX_BPS,
  SHIPPING_FLAT_CENTS,
  VERIFICATION_FEE_CENTS,
  formatUsd,
  platformFee,
} from '@wallcraft/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The support assistant's curated questions and answers. Product facts come from @wallcraft/shared,
 * so a changed fee or limit changes the answer too. articleSlug names the help article that says more.
 */
export type SeedFaq = { question: string; answer: string; articleSlug: string | null };

const fee = PLATFORM_FEE_PERCENT;
const example = platformFee(400_000);
const count = (n: number) => n.toLocaleString('en-US');
/** "$49.99", and whole amounts without cents: "$10". */
const usd = (cents: number) => formatUsd(cents).replace(/\.00$/, '');

export const FAQ_ENTRIES: SeedFaq[] = [
  {
    question: 'How do I apply to a project?',
    answer: `Open a brand project or a wall project that is still open and choose APPLY TO PROJECT (or APPLY TO WALL PROJECT). Add an optional message of up to ${count(APPLICATION_MESSAGE_MAX_LENGTH)} characters and send it; the button then shows APPLIED. Only artist profiles can apply.`,
    articleSlug: 'applying-to-projects',
  },
  {
    question: 'Can I apply to the same project twice?',
    answer:
      'No. You can apply to each project once; the button stays on APPLIED. You get a notification when the owner accepts or declines.',
    articleSlug: 'applying-to-projects',
  },
  {
    question: 'Why can I not apply to a project?',
    answer:
      'Only open projects take applications, and only while your active profile is an artist profile. Projects that are in progress, completed or cancelled hide the apply button. Switch to your artist profile from the header if you hold several.',
    articleSlug: 'applying-to-projects',
  },
  {
    question: 'How do invitations work?',
    answer:
      'Brands and wall owners can invite an artist to one of their open projects from the profile of the artist with the Invite button. The artist accepts or declines from the notification bell. Each artist can have one pending invitation per project.',
    articleSlug: 'posting-a-wall-project',
  },
  {
    question: 'How do I accept or decline an application?',
    answer:
      'Applications to your projects arrive as notifications. Choose REVIEW to read the message, or ACCEPT or DECLINE right from the notification menu. The artist is notified of your decision.',
    articleSlug: 'posting-a-brand-project',
  },
  {
    question: 'What is the platform fee? What fees does WallCraft charge?',
    answer: `WallCraft keeps a flat ${fee}% platform fee on every payment; the artist receives the rest. For a ${usd(400_000)} payment the fee is ${usd(example.feeCents)} and the artist receives ${usd(example.netCents)}.`,
    articleSlug: 'payments-and-escrow',
  },
  {
    question: 'How does escrow work and when does the artist get paid?',
    answer: `The brand or wall owner creates the payment when the project starts and the money is held in escrow. It is released to the artist, minus the ${fee}% platform fee, once the project is completed and both sides have left their reviews.`,
    articleSlug: 'payments-and-escrow',
  },
  {
    question: 'How do refunds work? Can I get my money back?',
    answer: `A payment that was never funded can be cancelled. The project owner can have a funded payment refunded while the project has not started, and gets the whole amount back: the ${fee}% fee is only taken when money is released. Once the work has started, escrowed money goes back only through a dispute decision; a released payment is final.`,
    articleSlug: 'refunds-and-disputes',
  },
  {
    question: 'How do disputes work if the work is not what was agreed?',
    answer:
      'The project owner can open a dispute within 14 days of completion while the payment is still in escrow. The money stays in escrow until a WallCraft operator, after reading both sides, releases it to the artist, refunds it to the owner or splits it, with a note both sides see.',
    articleSlug: 'refunds-and-disputes',
  },
  {
    question: 'How do payouts work and when do I get paid as an artist?',
    answer: `Escrow is released to the artist when the project is completed and both sides have reviewed, or 14 days after completion unless the owner disputes it; milestones are released as each is approved. The artist receives the payment minus the ${fee}% platform fee (${usd(example.netCents)} of a ${usd(400_000)} payment), paid out to their connected payout account.`,
    articleSlug: 'getting-paid',
  },
  {
    question: 'Can a payment be split into milestones?',
    answer:
      'Yes. Larger projects can be paid in milestones, each with its own title, amount, due date and deliverables. Milestones are paid in order.',
    articleSlug: 'payments-and-escrow',
  },
  {
    question: 'How does verification work and how much does it cost?',
    answer: `Background verification is a one-off fee of ${usd(VERIFICATION_FEE_CENTS)}. Start it from Settings; the check usually completes within two business days and earns your profile a verified badge. You can have one verification in progress at a time.`,
    articleSlug: 'brand-verification',
  },
  {
    question: 'How long does verification (the background check) take?',
    answer:
      'The background check usually completes within two business days. You get a notification when it is done; while it runs, Settings shows VERIFICATION IN PROGRESS.',
    articleSlug: 'brand-verification',
  },
  {
    question: 'What does the verified badge mean?',
    answer:
      'A verified badge means the person behind the profile passed our paid background check. Owners and artists are more likely to answer a verified profile.',
    articleSlug: 'brand-verification',
  },
  {
    question: 'How do referrals work and how much do I earn?',
    answer: `Share your personal code from the Referrals page. You earn ${usd(REFERRAL_BONUS_CENTS)} for every friend who signs up with it. The bonus starts as pending and is paid once your friend has confirmed their email and made their first payment, shop order or background verification. One bonus per person, up to ${REFERRAL_MONTHLY_CAP} a month (more are reviewed by our team first). A person can only be referred once, and you cannot refer yourself.`,
    articleSlug: 'referrals',
  },
  {
    question: 'How much do tax and shipping cost in the shop?',
    answer: `Shop orders add ${SALES_TAX_BPS / 100}% sales tax on the subtotal and a flat ${usd(SHIPPING_FLAT_CENTS)} shipping charge per order.`,
    articleSlug: 'shop-spray-paint-supplies',
  },
  {
    question: 'What is the upload size limit for images? How big can my photos be?',
    answer: `Images can be up to ${MAX_UPLOAD_MB} MB each. PNG, JPEG, WebP and GIF files are accepted; SVG files are refused because they can carry scripts.`,
    articleSlug: null,
  },
  {
    question: 'How do I change my profile picture or cover image?',
    answer: `Go to Settings and open the Images section. Upload a PNG, JPEG, WebP or GIF of up to ${MAX_UPLOAD_MB} MB.`,
    articleSlug: 'artist-profile-tips',
  },
  {
    question: 'Can I have more than one profile type, such as an artist and a brand profile?',
    answer:
      'Yes. One login can hold an artist, a wall owner and a brand profile, at most one of each. Add one from Add Profile in the account switcher and switch the active profile from the header; the dashboard follows the active profile.',
    articleSlug: 'getting-started',
  },
  {
    question: 'How do I create an account and what password do I need?',
    answer: `Sign up with your email and a password of at least ${PASSWORD_MIN_LENGTH} characters, then choose a profile type (artist, wall owner or brand) and fill in your name and location.`,
    articleSlug: 'getting-started',
  },
  {
    question: 'How do I message another user?',
    answer: `Open their profile and choose MESSAGE, or continue a conversation on the Messages page. A message can be up to ${count(MESSAGE_MAX_LENGTH)} characters; new messages show as NEW until the conversation is opened.`,
    articleSlug: 'messages-and-notifications',
  },
  {
    question: 'How do notifications work?',
    answer:
      'The bell in the header counts your unread notifications. Click one to mark it read, or use MARK ALL READ. The notifications page lets you filter by applications, invitations, projects and payments.',
    articleSlug: 'messages-and-notifications',
  },
  {
    question: 'How do I list my wall?',
    answer:
      'With a wall owner profile, open List a New Wall (/walls/create). Add a title, the location and address, the size in feet, the surface, the visibility and daylight photos. New walls are listed as available.',
    articleSlug: 'listing-a-wall',
  },
  {
    question: 'How do I post a brand project?',
    answer:
      'With a brand profile, open Post a project (/projects/create). A title and location are required; add a description, budget, timeline, preferred styles and reference images to attract the right artists.',
    articleSlug: 'posting-a-brand-project',
  },
  {
    question: 'How do I save artists, walls or projects?',
    answer:
      'Use the save button on a profile, wall or project. Everything you saved is on the Saved page; click the button again to remove an item.',
    articleSlug: null,
  },
  {
    question: 'Where can I see what I viewed recently?',
    answer: `Your dashboard shows the last ${RECENTLY_VIEWED_LIMIT} profiles, walls and projects you opened, newest first.`,
    articleSlug: null,
  },
  {
    question: 'How do reviews and ratings work?',
    answer:
      'When a project is completed both sides review each other from 1 to 5 stars. An artist rating is the average of the reviews they received, and the escrowed payment is released once the reviews are in.',
    articleSlug: 'artist-profile-tips',
  },
  {
    question: 'How does live tracking work?',
    answer:
      'On an accepted project, the artist starts a tracking session on the way to the wall. The position is shared with the client only while the session is active; it can be paused, resumed and completed on arrival.',
    articleSlug: 'live-tracking',
  },
  {
    question: 'How do I contact support or send feedback?',
    answer:
      'Use the contact form at /contact for anything the help center does not answer, or tell us what to improve at /feedback. The help center is at /help-center.',
    articleSlug: null,
  },
];

/** Inserts the FAQ (help articles must already be there for the links). Returns how many rows it wrote. */
export async function insertFaq(db: Kysely<Database>): Promise<number> {
  await db
    .insertInto('faq_entries')
    .values(
      FAQ_ENTRIES.map((entry) => ({ question: entry.question, answer: entry.answer, article_slug: entry.articleSlug })),
    )
    .execute();
  return FAQ_ENTRIES.length;
}
