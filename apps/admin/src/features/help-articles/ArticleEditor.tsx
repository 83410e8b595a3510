import {
  Alert,
  Badge,
  Button,
  Drawer,
  Fieldset,
  Group,
  Image,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { HELP_CATEGORIES } from '@wallcraft/shared';
import {
  HELP_CONTENT_MAX_LENGTH,
  HELP_PREVIEW_MAX_LENGTH,
  slugFromTitle,
  ZCreateHelpArticleRequest,
} from '@wallcraft/shared/schemas';

import { useCan } from '../../lib/role';
import { formatError } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ArticlePreview } from './ArticlePreview';

type Article = RouterOutputs['admin']['helpArticle'];
type Values = {
  title: string;
  slug: string;
  category: (typeof HELP_CATEGORIES)[number];
  previewText: string;
  content: string;
  muralImageUrl: string;
};

const CATEGORY_OPTIONS = HELP_CATEGORIES.map((value) => ({ value, label: value.toUpperCase() }));

const valuesOf = (article: Article | null): Values => ({
  title: article?.title ?? '',
  slug: article?.slug ?? '',
  category: article?.category ?? 'general',
  previewText: article?.previewText ?? '',
  content: article?.content ?? '',
  muralImageUrl: article?.muralImageUrl ?? '',
});

function useRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.helpArticles.invalidate();
    void utils.admin.helpArticle.invalidate();
  };
}

/** PUBLISH / UNPUBLISH act on the saved article, so unsaved edits must be saved first. */
function PublishButton({ article, dirty }: { article: Article; dirty: boolean }) {
  const refresh = useRefresh();
  const onSuccess = (result: Article) => {
    notifications.show({
      title: result.published ? 'PUBLISHED' : 'BACK TO DRAFT',
      message: result.published
        ? `“${result.title}” is in the help center at /help/${result.slug}.`
        : `“${result.title}” left the help center and the assistant.`,
    });
    refresh();
  };
  const publish = trpc.admin.publishHelpArticle.useMutation({
    onSuccess,
    meta: { errorToast: { title: 'NOT PUBLISHED' } },
  });
  const unpublish = trpc.admin.unpublishHelpArticle.useMutation({
    onSuccess,
    meta: { errorToast: { title: 'NOT UNPUBLISHED' } },
  });
  const action = article.published ? unpublish : publish;
  return (
    <Button
      variant={article.published ? 'outline' : 'filled'}
      color={article.published ? 'red' : 'brandMagenta'}
      loading={action.isPending}
      disabled={dirty}
      title={dirty ? 'Save your changes first' : undefined}
      onClick={() => action.mutate({ id: article.id })}
    >
      {article.published ? 'UNPUBLISH' : 'PUBLISH'}
    </Button>
  );
}

/** The editor's fields, checked by the request schema the API validates with. */
function ArticleForm({ article, onSaved }: { article: Article | null; onSaved: (article: Article) => void }) {
  const canOperate = useCan('operator');
  const refresh = useRefresh();
  const form = useForm<Values>({
    initialValues: valuesOf(article),
    validate: schemaResolver(ZCreateHelpArticleRequest, { sync: true }),
  });
  const saved = (result: Article) => {
    notifications.show({
      title: 'SAVED',
      message: result.published ? `“${result.title}” is live.` : `“${result.title}” is a draft.`,
    });
    form.resetDirty(valuesOf(result));
    refresh();
    onSaved(result);
  };
  const create = trpc.admin.createHelpArticle.useMutation({
    onSuccess: saved,
    meta: { errorToast: { title: 'NOT SAVED' } },
  });
  const update = trpc.admin.updateHelpArticle.useMutation({
    onSuccess: saved,
    meta: { errorToast: { title: 'NOT SAVED' } },
  });
  const save = (publish: boolean) =>
    form.onSubmit((values) =>
      article ? update.mutate({ id: article.id, ...values }) : create.mutate({ ...values, publish }),
    )();
  const imageError = form.errors.muralImageUrl;
  const image = form.values.muralImageUrl.trim();

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Fieldset variant="unstyled" disabled={!canOperate}>
        <Stack gap="sm">
          <TextInput label="Title" required {...form.getInputProps('title')} />
          <TextInput
            label="Slug"
            description="The address under /help/. Leave empty to make it from the title."
            placeholder={form.values.title ? slugFromTitle(form.values.title) : 'made-from-the-title'}
            {...form.getInputProps('slug')}
          />
          <Select label="Category" data={CATEGORY_OPTIONS} allowDeselect={false} {...form.getInputProps('category')} />
          <Textarea
            label="Preview"
            description={`The line under the title on the help center's card, up to ${HELP_PREVIEW_MAX_LENGTH} characters.`}
            autosize
            minRows={2}
            {...form.getInputProps('previewText')}
          />
          <Tabs defaultValue="write">
            <Tabs.List>
              <Tabs.Tab value="write">WRITE</Tabs.Tab>
              <Tabs.Tab value="preview">PREVIEW</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="xs">
              <Textarea
                label="Content"
                description={`'## ' heading, '### ' subheading, '- ' bullet; every other line a paragraph. Up to ${HELP_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters.`}
                required
                autosize
                minRows={10}
                maxRows={24}
                styles={{ input: { fontFamily: 'monospace' } }}
                {...form.getInputProps('content')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="xs">
              <ArticlePreview content={form.values.content} />
              {form.errors.content ? (
                <Text c="red" size="sm" mt="xs">
                  {form.errors.content}
                </Text>
              ) : null}
            </Tabs.Panel>
          </Tabs>
          <TextInput
            label="Image URL"
            description="An uploaded image (/media/...) or an https address; empty for none."
            {...form.getInputProps('muralImageUrl')}
          />
          {image && !imageError ? <Image src={image} alt="" h={140} fit="cover" radius={0} /> : null}
        </Stack>
      </Fieldset>
      {canOperate ? (
        <Group justify="flex-end" gap="xs" mt="md">
          {article ? (
            <>
              <PublishButton article={article} dirty={form.isDirty()} />
              <Button color="black" loading={update.isPending} onClick={() => save(false)}>
                SAVE
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="outline"
                color="dark"
                loading={create.isPending && !create.variables.publish}
                disabled={create.isPending}
                onClick={() => save(false)}
              >
                SAVE DRAFT
              </Button>
              <Button
                color="brandMagenta"
                loading={create.isPending && create.variables.publish === true}
                disabled={create.isPending}
                onClick={() => save(true)}
              >
                SAVE AND PUBLISH
              </Button>
            </>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt="md">
          Viewers read articles; writing and publishing need the operator role.
        </Text>
      )}
    </form>
  );
}

/** A new article ('new') or an existing one by id, in a drawer that fills a phone's screen. */
export function ArticleEditor({
  target,
  onClose,
  onCreated,
}: {
  target: string | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const existingId = target && target !== 'new' ? target : null;
  const article = trpc.admin.helpArticle.useQuery({ id: existingId ?? '' }, { enabled: existingId !== null });
  const data = existingId ? article.data : null;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Group gap="xs">
          <Text fw={900}>{existingId ? 'EDIT ARTICLE' : 'NEW ARTICLE'}</Text>
          {data ? (
            <Badge color={data.published ? 'dark' : 'gray'} variant={data.published ? 'filled' : 'outline'}>
              {data.published ? `PUBLISHED ${formatDate(data.publishedAt)}` : 'DRAFT'}
            </Badge>
          ) : null}
        </Group>
      }
      styles={{ content: { maxWidth: '100vw' } }}
    >
      {existingId && article.error ? (
        <Alert color="red" title="Could not load this article" role="alert">
          {formatError(article.error)}
        </Alert>
      ) : existingId && !data ? (
        <Stack aria-busy="true" aria-label="Loading the article">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <ArticleForm
          key={data ? `${data.id}:${data.updatedAt}` : 'new'}
          article={data ?? null}
          onSaved={(saved) => {
            if (!existingId) onCreated(saved.id);
          }}
        />
      )}
    </Drawer>
  );
}
