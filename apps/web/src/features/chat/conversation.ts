import { CHAT_MAX_MESSAGES } from '@wallcraft/shared';

export const GREETING = "HEY! I'M ARTIE, YOUR WallCraft SUPPORT ASSISTANT. HOW CAN I HELP YOU TODAY?";
export const CONNECTION_ERROR = "SORRY, I'M HAVING TROUBLE CONNECTING. TRY AGAIN IN A MOMENT.";

export type ChatSource = { title: string; slug: string; url: string };
export type ChatEntry = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  sources?: ChatSource[];
  /** Shown only in this widget (the connection error), never sent back as history. */
  local?: boolean;
};

/**
 * The history sent with each question: the whole conversation, minus local-only entries, cut to the
 * newest messages the API accepts (it refuses more than CHAT_MAX_MESSAGES).
 */
export function historyToSend(entries: ChatEntry[]): { role: 'user' | 'assistant'; content: string }[] {
  return entries
    .filter((entry) => !entry.local)
    .slice(-CHAT_MAX_MESSAGES)
    .map(({ role, content }) => ({ role, content }));
}

export type TextPart =
  | { kind: 'text'; text: string }
  /** `to` is an in-app path (opened by the router) or, when `external`, an http(s) address (a new tab). */
  | { kind: 'link'; to: string; label: string; external: boolean };

/**
 * A markdown link, [label](/in-app/path) or [label](https://...), or a bare in-app path such as
 * /help/payments-and-escrow or /contact, not part of a word or a longer path ("and/or", "1/2").
 */
const LINK = /\[([^\]\n]+)\]\(((?:\/|https?:\/\/)[^\s)]*)\)|(?<![\w/\]])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*/g;

/** Splits a reply into plain text and links, so the links can be rendered as links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) parts.push({ kind: 'text', text: text.slice(at, match.index) });
    const [whole, label, target] = match;
    parts.push(
      label && target
        ? { kind: 'link', to: target, label, external: !target.startsWith('/') }
        : { kind: 'link', to: whole, label: whole, external: false },
    );
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}
