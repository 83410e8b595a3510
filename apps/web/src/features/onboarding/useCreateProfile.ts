import { useQueryClient } from '@tanstack/react-query';
import type { TUserType } from '@wallcraft/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCode, serverMessage } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import type { ProfileBasics } from './ProfileBasicsFields';
import { CREATED_MESSAGES, artistPayload, brandPayload, type ArtistValues, type BrandValues } from '../../lib/type-fields';

type Submission = {
  userId: string;
  userType: TUserType;
  basics: ProfileBasics;
  artist: ArtistValues;
  brand: BrandValues;
  /** Setup reached from /add-account: this profile becomes the active one first. */
  accountId: string | null;
  /** Send userType with the user update (onboarding a user who has no type yet). */
  setsType: boolean;
  /** 'Profile Created' text: the generic one on /create-profile, the type's own on /setup. */
  message: string;
};

/**
 * Spec 2, section 4, profile creation order: the user (and its type) is updated, then the type profile is
 * created (PATCHed instead when it already exists, section 7), then the user is refetched, then we navigate.
 */
export function useCreateProfile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [saving, setSaving] = useState(false);
  const setActive = trpc.auth.setActiveAccount.useMutation();
  const updateUser = trpc.users.update.useMutation();
  const createArtist = trpc.artists.createProfile.useMutation();
  const updateArtist = trpc.artists.updateProfile.useMutation();
  const createBrand = trpc.brands.createProfile.useMutation();
  const updateBrand = trpc.brands.updateProfile.useMutation();

  async function createOrUpdate<T>(create: () => Promise<T>, update: () => Promise<T>): Promise<T> {
    try {
      return await create();
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') return update();
      throw error;
    }
  }

  async function submit(s: Submission) {
    setSaving(true);
    try {
      if (s.accountId) await setActive.mutateAsync({ accountId: s.accountId });
      await updateUser.mutateAsync({ id: s.userId, ...s.basics, ...(s.setsType ? { userType: s.userType } : {}) });
      if (s.userType === 'artist') {
        const payload = { id: s.userId, ...artistPayload(s.artist) };
        await createOrUpdate(() => createArtist.mutateAsync(payload), () => updateArtist.mutateAsync(payload));
      } else if (s.userType === 'brand') {
        const payload = { id: s.userId, ...brandPayload(s.brand) };
        await createOrUpdate(() => createBrand.mutateAsync(payload), () => updateBrand.mutateAsync(payload));
      }
      await utils.auth.user.refetch();
      // The active profile may have changed, and every other read can depend on it.
      await queryClient.invalidateQueries();
      toast({ title: 'Profile Created', message: s.message || CREATED_MESSAGES[s.userType] });
      navigate(s.userType === 'wall_owner' ? '/walls/create' : '/', { replace: true });
    } catch (error) {
      toast({ title: 'Error', message: serverMessage(error, 'Failed to create profile'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return { submit, saving };
}
