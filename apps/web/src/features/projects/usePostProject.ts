import type { TProjectType } from '@wallcraft/shared';
import { useNavigate } from 'react-router-dom';
import type { projectRequest } from '../../components/ProjectFields';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

type ProjectRequest = ReturnType<typeof projectRequest>;

/**
 * Posts a project of that kind, then refreshes the lists it shows in and goes on: a brand home, a wall owner
 * to the wall projects.
 */
export function usePostProject(kind: TProjectType) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const refreshMine = () => Promise.all([utils.myProjects.invalidate(), utils.insights.invalidate()]);

  const brand = trpc.projects.create.useMutation({
    onSuccess: async (project) => {
      toast({
        title: 'Project posted successfully',
        message:
          project.wallRequest?.status === 'pending'
            ? 'Your project has been posted to the marketplace. The wall is shown once its owner accepts your request.'
            : 'Your project has been posted to the marketplace',
      });
      await Promise.all([utils.projects.invalidate(), refreshMine()]);
      navigate('/');
    },
    meta: { errorToast: { title: 'Error posting project', fallback: 'Please try again later' } },
  });
  const wall = trpc.wallProjects.create.useMutation({
    onSuccess: async () => {
      toast({
        title: 'Wall project posted successfully',
        message: 'Your wall project has been posted to the marketplace',
      });
      await Promise.all([utils.wallProjects.invalidate(), refreshMine()]);
      navigate('/browse/wall-projects');
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
