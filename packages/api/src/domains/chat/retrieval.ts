import type { DB } from '@wallcraft/db';
import * as queries from './queries';

/**
 * The retrieval answerer's rules. A candidate's coverage is the share of the question's words it
 * holds, each word weighted by how rare it is in the help content (inverse document frequency): rare
 * words ("permit", "escrow") decide, common ones barely count, and a word the help content never uses
 * counts fully against every candidate. A word found only in the body, not in the FAQ question, the
 * article title or the section heading, counts BODY_WEIGHT of its weight.
 */
export const MIN_COVERAGE = 0.5;
/** Ties and near-ties go to the curated FAQ answer: it is written to be read on its own. */
const FAQ_BONUS = 0.05;
const BODY_WEIGHT = 0.7;
const MAX_TERMS = 32;
/** English stems of words that carry no topic in a question ("how much", "I need", "can you tell me"). */
const FILLER = new Set([
  'much',
  'mani',
  'get',
  'need',
  'want',
  'know',
  'tell',
  'pleas',
  'would',
  'could',
  'like',
  'thank',
  'thx',
  'hi',
  'hello',
  'hey',
]);
const CANDIDATES = 5;
const LLM_PASSAGES = 4;

export type Passage = {
  kind: 'faq' | 'article';
  /** The FAQ question, or the article's title. */
  heading: string;
  text: string;
  coverage: number;
  article: { slug: string; title: string } | null;
};

type Scored<T> = T & { coverage: number; rank: number };

function weigher(terms: queries.TermRow[], corpus: number) {
  const idf = new Map(terms.map((t) => [t.lexeme, Math.log(1 + corpus / (t.docs + 0.5))]));
  const total = [...idf.values()].reduce((sum, w) => sum + w, 0);
  return ({ lexemes, head }: queries.Lexemes): number => {
    if (total === 0) return 0;
    const inHead = new Set(head);
    const inBody = new Set(lexemes);
    let sum = 0;
    for (const [lexeme, weight] of idf)
      sum += inHead.has(lexeme) ? weight : inBody.has(lexeme) ? weight * BODY_WEIGHT : 0;
    return sum / total;
  };
}

const byScore = (a: Scored<{ kind: string }>, b: Scored<{ kind: string }>) => {
  const bonus = (c: { kind: string }) => (c.kind === 'faq' ? FAQ_BONUS : 0);
  return b.coverage + bonus(b) - (a.coverage + bonus(a)) || b.rank - a.rank;
};

/** The best-matching section of an article: its heading and the lines beneath it. */
async function bestSection(
  db: DB,
  slug: string,
  lexemes: string[],
  coverage: (l: queries.Lexemes) => number,
): Promise<string | null> {
  const sections = (await queries.articleSections(db, slug, lexemes)).map((s) => ({ ...s, coverage: coverage(s) }));
  sections.sort((a, b) => b.coverage - a.coverage || b.rank - a.rank || a.position - b.position);
  return sections[0]?.text ?? null;
}

/** Passages for a question, best first; an empty list when no help content shares a word with it. */
export async function retrieve(db: DB, question: string): Promise<Passage[]> {
  const found = await queries.questionTerms(db, question, MAX_TERMS);
  const terms = found.terms.filter((t) => !FILLER.has(t.lexeme));
  const lexemes = terms.filter((t) => t.docs > 0).map((t) => t.lexeme);
  if (lexemes.length === 0) return [];
  const coverage = weigher(terms, found.corpus);

  const [faqs, articles] = await Promise.all([
    queries.faqCandidates(db, lexemes, CANDIDATES),
    queries.articleCandidates(db, lexemes, CANDIDATES),
  ]);
  const candidates = [
    ...faqs.map((f) => ({ ...f, kind: 'faq' as const, coverage: coverage(f) })),
    ...articles.map((a) => ({ ...a, kind: 'article' as const, coverage: coverage(a) })),
  ].sort(byScore);

  const passages: Passage[] = [];
  for (const candidate of candidates.slice(0, LLM_PASSAGES)) {
    if (candidate.kind === 'faq') {
      const article =
        candidate.articleSlug && candidate.articleTitle
          ? { slug: candidate.articleSlug, title: candidate.articleTitle }
          : null;
      passages.push({
        kind: 'faq',
        heading: candidate.question,
        text: candidate.answer,
        coverage: candidate.coverage,
        article,
      });
    } else {
      const text = await bestSection(db, candidate.slug, lexemes, coverage);
      if (text)
        passages.push({
          kind: 'article',
          heading: candidate.title,
          text,
          coverage: candidate.coverage,
          article: { slug: candidate.slug, title: candidate.title },
        });
    }
  }
  return passages;
}
