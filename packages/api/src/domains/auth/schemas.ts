import { z } from 'zod';
import { ZAccount } from '../accounts/schemas';
import { ZArtistProfile, ZBrandProfile, ZUser } from '../profiles/schemas';

export { ZLoginRequest, ZRegisterRequest, type TLoginRequest, type TRegisterRequest } from '@wallcraft/shared/schemas';

export const ZAuthResponse = z.object({ user: ZUser });

export const ZCurrentUser = z
  .object({
    user: ZUser,
    activeAccount: ZAccount.nullable(),
    accounts: z.array(ZAccount),
    requiresOnboarding: z.boolean().describe('True until the user has a profile type'),
    profileToFinish: z
      .array(z.enum(['firstName', 'lastName', 'location']))
      .describe('The basics still missing (a user may skip them at setup); empty once given'),
    artistProfile: ZArtistProfile.nullable().describe('The artist profile, when the active profile is an artist'),
    brandProfile: ZBrandProfile.nullable().describe('The brand profile, when the active profile is a brand'),
  })
  .meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
