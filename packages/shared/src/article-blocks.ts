/**
 * Help articles and the legal pages are written as markdown-like lines (the web app renders them, the console
 * previews them): '## ' heading, '### ' subheading,
 * '- ' bullet, anything else a paragraph. Consecutive bullets form one list; blank lines only separate.
 */
export type ArticleBlock =
  { kind: 'heading' | 'subheading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseArticle(content: string | null): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const raw of (content ?? '').split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('### ')) blocks.push({ kind: 'subheading', text: line.slice(4).trim() });
    else if (line.startsWith('## ')) blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    else if (line.startsWith('- ')) {
      const last = blocks.at(-1);
      const item = line.slice(2).trim();
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}

/** The anchor of a heading: "4. Escrow and the platform fee" → "escrow-and-the-platform-fee". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
