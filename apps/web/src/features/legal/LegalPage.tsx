import { Anchor, Box, Card, Container, List, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ArticleBody } from '../../components/ArticleBody';
import { PageTitle } from '../../components/PageTitle';
import { headingId, parseArticle } from '@wallcraft/shared';

/** The dates every legal text carries (spec 2.19). */
const EFFECTIVE = 'February 15, 2025';
const UPDATED = 'October 7, 2025';

/** A legal text kept as markdown-like lines in this folder: its title, dates, a table of contents and the text. */
export function LegalPage({ title, text }: { title: string; text: string }) {
  const blocks = useMemo(() => parseArticle(text), [text]);
  const sections = blocks.flatMap((block) => (block.kind === 'heading' ? [block.text] : []));
  return (
    <Container size="md" py="xl">
      <PageTitle title={title} subtitle={`Effective ${EFFECTIVE} · Last updated ${UPDATED}`} />
      <Card component="nav" aria-labelledby="legal-contents" p="lg" mb="xl">
        <Title order={2} fz={18} id="legal-contents">
          CONTENTS
        </Title>
        <List spacing={4} mt="sm" listStyleType="none">
          {sections.map((section) => (
            <List.Item key={section}>
              <Anchor href={`#${headingId(section)}`} fw={600}>
                {section}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Card>
      <Box component="article">
        <ArticleBody blocks={blocks} />
      </Box>
      <Text c="dimmed" size="sm" mt="xl">
        Questions? Write to us from the{' '}
        <Anchor component={Link} to="/contact">
          contact page
        </Anchor>
        .
      </Text>
    </Container>
  );
}
