import { ZUserType } from '@wallcraft/shared';
import { z } from 'zod';
import { ZPathId } from '@wallcraft/shared/schemas';
import { ZListRequest } from '../../lib/fields';

export { ZPublicUser, ZUser, ZUserSummary, type TPublicUser, type TUser, type TUserSummary } from '../profiles/schemas';

export { ZUpdateUserRequest, type TUpdateUserRequest } from '@wallcraft/shared/schemas';

export const ZListUsersRequest = ZListRequest.extend({
  userType: ZUserType.optional().describe('Only users holding this profile type'),
});

export const ZUserIdRequest = z.object({ id: ZPathId });

export { ZSetImagesRequest, type TSetImagesRequest } from '@wallcraft/shared/schemas';
