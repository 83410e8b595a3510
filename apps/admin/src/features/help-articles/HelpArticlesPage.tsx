import { Anchor, Badge, Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { DataTable, type Column } from '../../components/DataTable/DataTable';
import { PAGE_SIZE, useCursorPages } from '../../components/DataTable/paging';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { useCan } from '../../lib/role';
import { formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ArticleEditor } from './ArticleEditor';

type Summary = RouterOutputs['admin']['helpArticles']['items'][number];
type State = 'all' | 'published' | 'draft';

const SEARCH_DEBOUNCE_MS = 300;
const STATES: { value: State; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];

function columns(open: (id: string) => void, canOperate: boolean): Column<Summary>[] {
  return [
    {
      header: 'Title',
      cell: (a) => (
        <Anchor
          component="button"
          type="button"
          fw={700}
          ta="left"
          c="dark"
          style={{ overflowWrap: 'anywhere' }}
          onClick={() => open(a.id)}
        >
          {a.title}
        </Anchor>
      ),
    },
    {
      header: 'Slug',
      cell: (a) => (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          /help/{a.slug}
        </Text>
      ),
    },
    { header: 'Category', cell: (a) => a.category.toUpperCase() },
    {
      header: 'State',
      cell: (a) =>
        a.published ? (
          <Badge color="dark">PUBLISHED</Badge>
        ) : (
          <Badge color="gray" variant="outline">
            DRAFT
          </Badge>
        ),
    },
    { header: 'Updated', cell: (a) => formatDate(a.updatedAt) },
    {
      header: 'Open',
      cell: (a) => (
        <Button size="xs" variant="outline" color="dark" onClick={() => open(a.id)} aria-label={`Open ${a.title}`}>
          {canOperate ? 'EDIT' : 'VIEW'}
        </Button>
      ),
    },
  ];
}

/** Help articles, drafts included: written, previewed and published here; the help center shows the published ones. */
export function HelpArticlesPage() {
  const canOperate = useCan('operator');
  const [state, setState] = useState<State>('all');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [editing, setEditing] = useState<string | null>(null);
  const pages = useCursorPages(`${state}:${debouncedSearch}`);
  const articles = trpc.admin.helpArticles.useQuery(
    {
      state: state === 'all' ? undefined : state,
      search: debouncedSearch || undefined,
      cursor: pages.cursor,
      limit: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData },
  );

  return (
    <>
      <Anchor component={Link} to="/support" size="sm" fw={700} c="dark">
        ← SUPPORT
      </Anchor>
      <PageHeader
        title="Help articles"
        description={
          articles.data
            ? `${articles.data.total.count.toLocaleString('en-US')}${articles.data.total.capped ? '+' : ''} articles. Drafts stay out of the help center and the assistant until published.`
            : 'Drafts stay out of the help center and the assistant until published.'
        }
        actions={
          canOperate ? (
            <Button color="black" onClick={() => setEditing('new')}>
              NEW ARTICLE
            </Button>
          ) : undefined
        }
      />
      <Group gap="sm" mb="md" wrap="wrap">
        <TextInput
          placeholder="Search title, slug or preview"
          aria-label="Search help articles"
          type="search"
          w={{ base: '100%', xs: 280 }}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <SegmentedControl
          aria-label="Filter help articles"
          data={STATES}
          value={state}
          onChange={(value) => setState(value as State)}
        />
      </Group>
      <DataTable
        columns={columns(setEditing, canOperate)}
        rows={articles.data?.items}
        rowKey={(a) => a.id}
        loading={articles.isPending}
        error={articles.error}
        emptyText={
          debouncedSearch
            ? `No articles match "${debouncedSearch}".`
            : state === 'draft'
              ? 'No drafts.'
              : 'No articles yet.'
        }
        page={pages.pager(articles.isPlaceholderData ? undefined : articles.data?.nextCursor)}
      />
      <ArticleEditor target={editing} onClose={() => setEditing(null)} onCreated={setEditing} />
    </>
  );
}
