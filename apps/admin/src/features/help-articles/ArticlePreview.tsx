import { List, Stack, Text, Title } from '@mantine/core';
import { parseArticle, type ArticleBlock } from '@wallcraft/shared';
import { useMemo } from 'react';

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Title order={3} mt="sm">
          {block.text}
        </Title>
      );
    case 'subheading':
      return <Title order={5}>{block.text}</Title>;
    case 'list':
      return (
        <List spacing={4} withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
      );
    default:
      return <Text style={{ overflowWrap: 'anywhere' }}>{block.text}</Text>;
  }
}

/** The content as the help center will show it: read by the same parser, block by block. */
export function ArticlePreview({ content }: { content: string }) {
  const blocks = useMemo(() => parseArticle(content), [content]);
  if (blocks.length === 0)
    return (
      <Text c="dimmed" size="sm">
        Nothing to preview yet.
      </Text>
    );
  return (
    <Stack gap="xs">
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </Stack>
  );
}
