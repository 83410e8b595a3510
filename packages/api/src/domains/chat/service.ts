import type { DB } from '@wallcraft/db';
import { CHAT_MESSAGE_MAX_LENGTH } from '@wallcraft/shared';
import type { ServerDeps } from '../../trpc/context';
import { AppError } from '../../trpc/errors';
import { askLlm, llmConfig } from './llm';
import { MIN_COVERAGE, retrieve, type Passage } from './retrieval';
import type { TChatMessage, TChatReply, TChatSource } from './schemas';

export const NO_MATCH_REPLY =
  "I couldn't find an answer to that in our help center. Ask me about applying, invitations, payments and fees, refunds and disputes, payouts, verification, referrals, the shop or uploads, browse [every article](/help-center), or send your question to [our team](/contact).";

const source = (article: { slug: string; title: string }): TChatSource => ({
  title: article.title,
  slug: article.slug,
  url: `/help/${article.slug}`,
});

/** Replies go back into the next request's history, so they must fit its per-message limit. */
function clip(text: string): string {
  return text.length <= CHAT_MESSAGE_MAX_LENGTH ? text : `${text.slice(0, CHAT_MESSAGE_MAX_LENGTH - 1).trimEnd()}…`;
}

/** An article section as chat text: heading markers dropped, bullets kept. */
function plainSection(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^#{2,3} /, ''))
    .join('\n')
    .trim();
}

/** The default answerer: the best passage with its article's link, or the no-match reply. */
export function retrievalReply(passages: Passage[]): TChatReply {
  const best = passages[0];
  if (!best || best.coverage < MIN_COVERAGE) return { message: NO_MATCH_REPLY, sources: [] };
  // Links as markdown, which the chat renders as links: [the article's title](/help/slug).
  const link = best.article ? `[${best.article.title}](/help/${best.article.slug})` : null;
  const message =
    best.kind === 'faq'
      ? `${best.text}${link ? `\n\nMore in ${link}` : ''}`
      : `From our help article "${best.heading}":\n\n${plainSection(best.text)}\n\nRead the full article: ${link}`;
  return { message: clip(message), sources: best.article ? [source(best.article)] : [] };
}

/** The articles behind the passages that answer the question, once each. */
function sourcesOf(passages: Passage[]): TChatSource[] {
  const seen = new Map<string, TChatSource>();
  for (const p of passages)
    if (p.article && p.coverage >= MIN_COVERAGE && !seen.has(p.article.slug))
      seen.set(p.article.slug, source(p.article));
  return [...seen.values()].slice(0, 3);
}

/**
 * Retrieval for the user's last message; when that alone matches too little (a follow-up such as
 * "and how long does that take?"), the previous user message is added for context.
 */
async function retrieveForConversation(db: DB, messages: TChatMessage[]): Promise<Passage[]> {
  const questions = messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = questions.at(-1) ?? '';
  const passages = await retrieve(db, last);
  const previous = questions.at(-2);
  if ((passages[0]?.coverage ?? 0) >= MIN_COVERAGE || !previous) return passages;
  const withContext = await retrieve(db, `${previous}\n${last}`);
  return (withContext[0]?.coverage ?? 0) > (passages[0]?.coverage ?? 0) ? withContext : passages;
}

export async function sendChat(
  deps: Pick<ServerDeps, 'db' | 'env' | 'log' | 'limiters'>,
  userId: string,
  messages: TChatMessage[],
): Promise<TChatReply> {
  if (!(await deps.limiters.chatPerUser.take(userId))) {
    throw new AppError(
      'RATE_LIMITED',
      `You are sending messages too fast (at most ${deps.env.CHAT_RATE_LIMIT_PER_MINUTE} a minute). Wait a minute and try again`,
    );
  }
  const passages = await retrieveForConversation(deps.db, messages);
  const llm = llmConfig(deps.env);
  if (!llm) return retrievalReply(passages);
  try {
    return { message: clip(await askLlm(llm, passages, messages)), sources: sourcesOf(passages) };
  } catch (error) {
    deps.log.warn({ err: error }, 'chat: the LLM endpoint failed; answering from retrieval');
    return retrievalReply(passages);
  }
}
