import { Button, Group, Stack } from '@mantine/core';
import type { TProjectType } from '@wallcraft/shared';
import { ZUpdateProjectRequest, ZUpdateWallProjectRequest } from '@wallcraft/shared/schemas';
import { FormModal } from '../../components/FormModal/FormModal';
import { ProjectFields, type ProjectValues } from '../../components/ProjectFields';
import { useRequestForm } from '../../lib/form';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Project = RouterOutputs['projects']['get'] | RouterOutputs['wallProjects']['get'];

/** The form starts from the project as it stands; its wall is not edited here (a brand changes it on the page). */
function valuesOf(project: Project): ProjectValues {
  return {
    title: project.title,
    description: project.description ?? '',
    location: project.location ?? '',
    budget: project.budget ?? '',
    timeline: project.timeline,
    preferredStyles: project.preferredStyles,
    images: project.images,
    wallId: null,
    streetAddress: project.streetAddress ?? '',
    sitePin:
      project.siteLatitude !== null && project.siteLongitude !== null
        ? { latitude: project.siteLatitude, longitude: project.siteLongitude }
        : null,
  };
}

/**
 * The edit sends every field, so a cleared one is cleared ('' and null clear it); the server changes and announces
 * only what differs. Coordinates go only with a newly picked place.
 */
function editRequest(values: ProjectValues) {
  const picked = values.latitude != null && values.longitude != null;
  return {
    title: values.title,
    description: values.description,
    location: values.location,
    latitude: picked ? (values.latitude ?? undefined) : undefined,
    longitude: picked ? (values.longitude ?? undefined) : undefined,
    budget: values.budget === '' ? null : values.budget,
    timeline: values.timeline,
    preferredStyles: values.preferredStyles,
    images: values.images,
    streetAddress: values.streetAddress,
    siteLatitude: values.sitePin?.latitude ?? null,
    siteLongitude: values.sitePin?.longitude ?? null,
  };
}

const SCHEMAS = { brand_project: ZUpdateProjectRequest, wall_project: ZUpdateWallProjectRequest } as const;

/** EDIT on an open project's page: the posting form's fields, prefilled; the artists in play are told what changed. */
export function EditProjectDialog({
  kind,
  project,
  opened,
  onClose,
}: {
  kind: TProjectType;
  project: Project;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useRequestForm({ schema: SCHEMAS[kind], initialValues: valuesOf(project), toRequest: editRequest });
  const saved = () => {
    toast({
      title: 'Project updated',
      message: 'Artists who applied or were invited have been told what changed.',
    });
    form.resetDirty();
    onClose();
  };
  const meta = { errorToast: { title: 'Could not save the project', fallback: 'Please try again' } };
  const brand = trpc.projects.update.useMutation({ onSuccess: saved, meta });
  const wall = trpc.wallProjects.update.useMutation({ onSuccess: saved, meta });
  const pending = brand.isPending || wall.isPending;
  // A wall project keeps no coordinates of its own: it stands at its wall.
  const submit = ({ latitude, longitude, ...request }: ReturnType<typeof editRequest>) =>
    kind === 'brand_project'
      ? brand.mutate({ id: project.id, latitude, longitude, ...request })
      : wall.mutate({ id: project.id, ...request });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      onDiscard={() => form.reset()}
      dirty={form.isDirty()}
      title="EDIT PROJECT"
      size="lg"
      styles={{ title: { fontWeight: 900, letterSpacing: '0.06em' } }}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <ProjectFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={pending}>
              SAVE CHANGES
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
