import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { HELP_CATEGORIES } from '@wallcraft/shared';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { SearchIcon } from '../../components/icons';
import { PageTitle } from '../../components/PageTitle';
import { useAddressQuery, useAddressSearch, withParam } from '../../lib/address';
import { REFRESHING_OPACITY } from '../../lib/paging';
import { useSession } from '../../lib/session';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Article = RouterOutputs['helpArticles']['list']['items'][number];
type Category = (typeof HELP_CATEGORIES)[number];
const TABS = ['all', ...HELP_CATEGORIES] as const;
/** The help center is small; one page of the API's maximum holds every article of a category. */
const ARTICLES_PER_PAGE = 100;

function isCategory(value: string | null): value is Category {
  return (HELP_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function ArticleCard({ article }: { article: Article }) {
  return (
    <Card
      component={Link}
      to={`/help/${article.slug}`}
      p="md"
      aria-label={article.title}
      style={{ textDecoration: 'none' }}
    >
      <Card.Section>
        {article.muralImageUrl ? (
          <Image src={article.muralImageUrl} alt="" h={140} fit="cover" />
        ) : (
          <Box h={140} bg="dark.9" aria-hidden="true" />
        )}
      </Card.Section>
      <Badge color="dark" variant="outline" size="sm" mt="md">
        {article.category.toUpperCase()}
      </Badge>
      <Title order={3} fz="xl" mt="xs">
        {article.title}
      </Title>
      <Text size="sm" c="dimmed" mt={6} lineClamp={3}>
        {article.previewText}
      </Text>
    </Card>
  );
}

function CardSkeletons() {
  return Array.from({ length: 6 }, (_, i) => (
    <Card key={i} p="md">
      <Card.Section>
        <Skeleton h={140} radius={0} />
      </Card.Section>
      <Skeleton h={18} w={70} mt="md" />
      <Skeleton h={24} mt="xs" />
      <Skeleton h={40} mt={6} />
    </Card>
  ));
}

/** Search, category tabs and article cards. The search and the tab live in the URL. */
export function HelpCenterPage() {
  const [params, changeParams] = useAddressQuery();
  const { session } = useSession();
  const rawCategory = params.get('category');
  // Unknown category values in the URL are ignored, not fatal.
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const { typed, setTyped, search } = useAddressSearch('search', 250);

  const articles = trpc.helpArticles.list.useQuery(
    { category, search: search || undefined, limit: ARTICLES_PER_PAGE },
    { placeholderData: keepPreviousData },
  );
  useEffect(() => {
    if (articles.error) toast({ title: 'Error', message: errorText(articles.error), variant: 'destructive' });
  }, [articles.error]);

  const items = articles.data?.items ?? [];
  return (
    <Container size="lg" py="xl">
      <PageTitle title="HELP CENTER" subtitle="Guides for artists, wall owners and brands" />
      <TextInput
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        placeholder="Search articles..."
        aria-label="Search articles"
        leftSection={<SearchIcon size={18} />}
        size="md"
        maxLength={200}
        mb="md"
      />
      <Tabs
        value={category ?? 'all'}
        onChange={(value) =>
          changeParams((latest) => withParam(latest, 'category', value && value !== 'all' ? value : ''))
        }
        mb="lg"
      >
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} fw={800}>
              {tab.toUpperCase()}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {articles.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-label="Loading articles">
          <CardSkeletons />
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Card p="xl" ta="center">
          <Text fw={900} ff="heading" fz="xl">
            NO ARTICLES FOUND
          </Text>
          <Text c="dimmed" mt={4}>
            Try another search or category.
          </Text>
          {search || category ? (
            <Button
              variant="outline"
              color="dark"
              mt="md"
              mx="auto"
              onClick={() => changeParams(() => new URLSearchParams())}
            >
              SHOW ALL ARTICLES
            </Button>
          ) : null}
        </Card>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          aria-label="Help articles"
          style={{ opacity: articles.isPlaceholderData ? REFRESHING_OPACITY : 1 }}
        >
          {items.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </SimpleGrid>
      )}
      <Stack gap={4} mt="xl">
        <Text fw={800}>Still stuck?</Text>
        <Text size="sm">
          {session
            ? 'Ask Artie, our support assistant, from the help button in the header (SUPPORT CHAT in the phone menu), or '
            : null}
          <Anchor component={Link} to="/contact" fw={700}>
            {session ? 'contact us' : 'Contact us'}
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
