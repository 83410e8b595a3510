import type { TProjectType } from '@wallcraft/shared';
import { useNavigate } from 'react-router-dom';
import type { projectRequest } from '../../components/ProjectFields';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

type ProjectRequest = ReturnType<typeof projectRequest>;

/**
 * Posts a project of that kind and, once the lists it shows in have refreshed (freshness.ts), opens the new
 * project's page: the owner sees it as artists will, with what comes next.
 */
export function usePostProject(kind: TProjectType) {
  const navigate = useNavigate();

  const brand = trpc.projects.create.useMutation({
    onSuccess: (project) => {
      toast({
        title: 'Project posted successfully',
        message:
          project.wallRequest?.status === 'pending'
            ? 'Artists can apply now. The wall is shown once its owner accepts your request.'
            : 'Artists can apply now: their applications arrive in your notifications.',
      });
      navigate(`/projects/${project.id}`);
    },
    meta: { errorToast: { title: 'Error posting project', fallback: 'Please try again later' } },
  });
  const wall = trpc.wallProjects.create.useMutation({
    onSuccess: (project) => {
      toast({
        title: 'Wall project posted successfully',
        message: 'Artists can apply now: their applications arrive in your notifications.',
      });
      navigate(`/wall-projects/${project.id}`);
    },
    meta: { errorToast: { title: 'Error posting wall project', fallback: 'Please try again later' } },
  });

  return kind === 'brand_project'
    ? { post: (request: ProjectRequest) => brand.mutate(request), isPending: brand.isPending }
    : {
        post: (request: ProjectRequest) => wall.mutate({ ...request, wallId: request.wallId ?? '' }),
        isPending: wall.isPending,
      };
}
