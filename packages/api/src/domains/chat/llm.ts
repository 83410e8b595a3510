import { z } from 'zod';
import type { Env } from '../../env';
import type { Passage } from './retrieval';
import type { TChatMessage } from './schemas';

/** An OpenAI-compatible chat completions endpoint (OpenAI, Azure's compatible mode, vLLM, Ollama, LM Studio...). */
export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

export function llmConfig(env: Env): LlmConfig | null {
  if (!env.LLM_BASE_URL || !env.LLM_API_KEY) return null;
  return {
    baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
  };
}

const ZCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

function describePassage(passage: Passage, n: number): string {
  const link = passage.article ? ` (article: /help/${passage.article.slug})` : '';
  return passage.kind === 'faq'
    ? `[${n}] FAQ${link}\nQ: ${passage.heading}\nA: ${passage.text}`
    : `[${n}] Help article "${passage.heading}"${link}\n${passage.text}`;
}

/** The assistant's instructions and the retrieved passages it must answer from. */
export function systemPrompt(passages: Passage[]): string {
  return [
    'You are Artie, the support assistant of WallCraft, a marketplace that connects mural artists, wall owners and brands.',
    "Answer the user's last message using only the help center passages below. Be friendly and brief (at most 120 words), in plain text without markdown headings.",
    'Never invent fees, limits, prices or policies. If the passages do not answer the question, say so and suggest the help center (/help-center) or the contact form (/contact).',
    'When the answer comes from an article, link to it as a markdown link: [the article title](/help/slug).',
    '',
    'Passages:',
    passages.length ? passages.map((p, i) => describePassage(p, i + 1)).join('\n\n') : '(none match this question)',
  ].join('\n');
}

/** Asks the endpoint; throws on a timeout, a non-2xx status or a reply without text (the caller falls back). */
export async function askLlm(config: LlmConfig, passages: Passage[], messages: TChatMessage[]): Promise<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
    body: JSON.stringify({
      model: config.model,
      messages: [
        { role: 'system', content: systemPrompt(passages) },
        ...messages.map(({ role, content }) => ({ role, content })),
      ],
      temperature: 0.2,
      max_tokens: 400,
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`LLM endpoint answered ${response.status} ${response.statusText}`);
  const content = ZCompletion.parse(await response.json()).choices[0]?.message.content?.trim();
  if (!content) throw new Error('LLM endpoint returned an empty reply');
  return content;
}
