import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { splitLinks } from './conversation';

/** A reply's text with its links as links: in-app ones through the router, others in a new tab. */
export function MessageText({ text }: { text: string }) {
  return splitLinks(text).map((part, i) =>
    part.kind === 'text' ? (
      <span key={i}>{part.text}</span>
    ) : part.external ? (
      <Anchor key={i} href={part.to} target="_blank" rel="noopener noreferrer" fw={700} inherit>
        {part.label}
      </Anchor>
    ) : (
      <Anchor key={i} component={Link} to={part.to} fw={700} inherit>
        {part.label}
      </Anchor>
    ),
  );
}
