import { Button, Group, Menu } from '@mantine/core';
import type { TProjectType } from '@wallcraft/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { CopyButton } from '../../components/CopyButton/CopyButton';
import { SideCard } from '../../components/Detail/detail-parts';
import { toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EditProjectDialog } from './EditProjectDialog';
import { InviteArtistsDialog } from './InviteArtistsDialog';

type Project = RouterOutputs['projects']['get'] | RouterOutputs['wallProjects']['get'];
type Dialog = 'edit' | 'invite' | 'close' | 'delete' | null;

const PATHS: Record<TProjectType, string> = { brand_project: '/projects', wall_project: '/wall-projects' };

/** The project's close and delete, by kind (only the kind's own procedure is called). */
function useEndings(kind: TProjectType, onDone: () => void) {
  const navigate = useNavigate();
  const closed = () => {
    toast({
      title: 'Project closed',
      message: 'Pending applications and invitations were declined and the artists told. Reopen it any time.',
    });
    onDone();
  };
  const deleted = () => {
    toast({ title: 'Project deleted', message: 'It is gone from the lists; the artists who applied were told.' });
    navigate('/my-projects');
  };
  const closeMeta = { errorToast: { title: 'Could not close the project', fallback: 'Please try again' } };
  const deleteMeta = { errorToast: { title: 'Could not delete the project', fallback: 'Please try again' } };
  const brandClose = trpc.projects.close.useMutation({ onSuccess: closed, meta: closeMeta });
  const wallClose = trpc.wallProjects.close.useMutation({ onSuccess: closed, meta: closeMeta });
  // A refusal (409: someone is hired or paid) is toasted with the server's words, which say to close it instead.
  const brandDelete = trpc.projects.delete.useMutation({ onSuccess: deleted, onError: onDone, meta: deleteMeta });
  const wallDelete = trpc.wallProjects.delete.useMutation({ onSuccess: deleted, onError: onDone, meta: deleteMeta });
  return kind === 'brand_project'
    ? { close: brandClose, remove: brandDelete }
    : { close: wallClose, remove: wallDelete };
}

/**
 * What the owner does with their project, on its page: EDIT and INVITE ARTISTS while it is open, SHARE its link, and
 * under MORE, CLOSE (while open) and DELETE (open or closed; each asked first). A closed project's REOPEN is in its StatusNotice.
 */
export function OwnerActions({ kind, project }: { kind: TProjectType; project: Project }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = () => setDialog(null);
  const { close, remove } = useEndings(kind, done);
  const open = project.status === 'open';
  // Once someone is hired (in progress, completed) the server refuses a delete, and an operator's close is final.
  const deletable = open || project.status === 'closed';
  // The server renders no owner parts, but a guard costs nothing where there is no window.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const link = `${origin}${PATHS[kind]}/${project.id}`;

  return (
    <SideCard title="MANAGE PROJECT">
      <Group gap="xs" data-testid="owner-actions">
        {open ? (
          <>
            <Button size="compact-md" onClick={() => setDialog('edit')}>
              EDIT
            </Button>
            <Button size="compact-md" variant="outline" onClick={() => setDialog('invite')}>
              INVITE ARTISTS
            </Button>
          </>
        ) : null}
        <CopyButton text={link} label="SHARE" variant="outline" size="compact-md" />
        {deletable ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="compact-md" variant="subtle" color="dark">
                MORE
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {open ? <Menu.Item onClick={() => setDialog('close')}>Close project</Menu.Item> : null}
              <Menu.Item color="red" onClick={() => setDialog('delete')}>
                Delete project
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      {dialog === 'edit' ? <EditProjectDialog kind={kind} project={project} opened onClose={done} /> : null}
      <InviteArtistsDialog kind={kind} project={project} opened={dialog === 'invite'} onClose={done} />
      <ConfirmDialog
        opened={dialog === 'close'}
        title="Close this project?"
        confirmLabel="CLOSE PROJECT"
        loading={close.isPending}
        onConfirm={() => close.mutate({ id: project.id })}
        onClose={done}
      >
        Artists will no longer be able to apply or be invited. Every pending application and invitation is declined, and
        those artists are told. You can reopen the project later.
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Delete this project?"
        confirmLabel="DELETE PROJECT"
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: project.id })}
        onClose={done}
      >
        It disappears for good, with its pending applications and invitations (the artists are told). A project someone
        was hired or paid on cannot be deleted: close it instead.
      </ConfirmDialog>
    </SideCard>
  );
}
