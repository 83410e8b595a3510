import { List, Stack, Text, Title } from '@mantine/core';
import { headingId, type ArticleBlock } from '@wallcraft/shared';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={2} fz={28} mt="lg" id={headingId(block.text)} style={{ scrollMarginTop: 80 }}>
          {block.text}
        </Title>
      );
    case 'subheading':
      return (
        <Title order={3} fz={20} mt="sm">
          {block.text}
        </Title>
      );
    case 'list':
      return (
        <List spacing={6} withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      );
    default:
      return <Text lh={1.65}>{block.text}</Text>;
  }
}

/** Text written as markdown-like lines (help articles, the legal pages), block by block; headings can be linked to. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <Stack gap="sm">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}
