import { Anchor, Badge, Box, Button, Card, Container, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArticleBody } from '../../components/ArticleBody';
import { parseArticle } from '@wallcraft/shared';
import { errorCode, errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

const BackLink = () => (
  <Anchor component={Link} to="/help-center" fw={800} size="sm">
    ← HELP CENTER
  </Anchor>
);

function NotFound() {
  useDocumentTitle('ARTICLE NOT FOUND | WallCraft');
  return (
    <Container size="md" py="xl">
      <Card p="xl" ta="center">
        <Title order={1} fz={32}>
          ARTICLE NOT FOUND
        </Title>
        <Text c="dimmed" mt="xs">
          This article does not exist or has been moved.
        </Text>
        <Button component={Link} to="/help-center" mt="lg">
          BROWSE THE HELP CENTER
        </Button>
      </Card>
    </Container>
  );
}

/** One article, its content rendered from the markdown-like lines. */
export function HelpArticlePage() {
  const { slug = '' } = useParams();
  const article = trpc.helpArticles.get.useQuery({ slug }, { enabled: slug !== '' });
  const missing = slug === '' || errorCode(article.error) === 'NOT_FOUND';
  useDocumentTitle(article.data ? `${article.data.title} | WallCraft` : 'Help | WallCraft');
  useEffect(() => {
    if (article.error && errorCode(article.error) !== 'NOT_FOUND')
      toast({ title: 'Error', message: errorText(article.error), variant: 'destructive' });
  }, [article.error]);
  const blocks = useMemo(() => parseArticle(article.data?.content ?? null), [article.data?.content]);

  if (missing) return <NotFound />;
  if (article.error) {
    return (
      <Container size="md" py="xl">
        <BackLink />
        <Text mt="md">{errorText(article.error)}</Text>
      </Container>
    );
  }
  const data = article.data;
  return (
    <Container size="md" py="xl">
      <BackLink />
      {data ? (
        <Box component="article" mt="md">
          <Badge color="dark" variant="outline">
            {data.category.toUpperCase()}
          </Badge>
          <Title order={1} fz={{ base: 32, sm: 44 }} mt="xs">
            <span className="wc-tag-underline">{data.title}</span>
          </Title>
          {data.previewText ? (
            <Text c="dimmed" fw={600} mt="xs">
              {data.previewText}
            </Text>
          ) : null}
          {data.muralImageUrl ? (
            <Image
              src={data.muralImageUrl}
              alt=""
              h={240}
              fit="cover"
              mt="lg"
              style={{ border: '2px solid var(--wc-ink)' }}
            />
          ) : null}
          <Box mt="lg">
            <ArticleBody blocks={blocks} />
          </Box>
        </Box>
      ) : (
        <Stack gap="sm" mt="md" aria-label="Loading article">
          <Skeleton h={20} w={80} />
          <Skeleton h={44} w="70%" />
          <Skeleton h={240} mt="md" />
          <Skeleton h={16} />
          <Skeleton h={16} />
          <Skeleton h={16} w="60%" />
        </Stack>
      )}
    </Container>
  );
}
