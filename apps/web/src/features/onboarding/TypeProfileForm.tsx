import { Button, Card, Divider, Group, Stack } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../lib/session';
import { ProfileBasicsFields, basicsFrom, trimBasics, validateBasics, type ProfileBasics, type ProfileBasicsErrors } from './ProfileBasicsFields';
import { ArtistFields, BrandFields } from './TypeFields';
import { DEFAULT_ARTIST, DEFAULT_BRAND, validateArtist, validateBrand, type ArtistValues, type BrandValues, type FieldErrors } from '../../lib/type-fields';
import { useCreateProfile } from './useCreateProfile';

type Errors = { basics: ProfileBasicsErrors; artist: FieldErrors<ArtistValues>; brand: FieldErrors<BrandValues>; userType?: string };

/**
 * The form shared by /create-profile and /setup/{type}: the basics, then the chosen type's fields, with
 * each validation message beside its field (spec 2, section 5), and SKIP FOR NOW / the submit button.
 */
export function TypeProfileForm({
  user,
  userType,
  typeChoice,
  accountId,
  setsType,
  submitLabel,
  message,
}: {
  user: SessionUser;
  userType: TUserType | null;
  typeChoice?: (error: string | undefined) => ReactNode;
  accountId: string | null;
  setsType: boolean;
  submitLabel: string;
  message: string;
}) {
  const [basics, setBasics] = useState<ProfileBasics>(() => basicsFrom(user));
  const [artist, setArtist] = useState<ArtistValues>(DEFAULT_ARTIST);
  const [brand, setBrand] = useState<BrandValues>(DEFAULT_BRAND);
  const [errors, setErrors] = useState<Errors>({ basics: {}, artist: {}, brand: {} });
  const { submit, saving } = useCreateProfile();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      basics: validateBasics(basics),
      artist: userType === 'artist' ? validateArtist(artist) : {},
      brand: userType === 'brand' ? validateBrand(brand) : {},
      ...(userType ? {} : { userType: 'Choose an account type' }),
    };
    setErrors(found);
    const invalid = Object.keys(found.basics).length + Object.keys(found.artist).length + Object.keys(found.brand).length > 0;
    if (invalid || !userType) return;
    await submit({ userId: user.id, userType, basics: trimBasics(basics), artist, brand, accountId, setsType, message });
  };

  return (
    <Card p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {typeChoice?.(errors.userType)}
          <ProfileBasicsFields values={basics} errors={errors.basics} onChange={setBasics} />
          {userType === 'artist' ? (
            <>
              <Divider label="ARTIST DETAILS" labelPosition="left" />
              <ArtistFields values={artist} errors={errors.artist} onChange={setArtist} />
            </>
          ) : null}
          {userType === 'brand' ? (
            <>
              <Divider label="BRAND DETAILS" labelPosition="left" />
              <BrandFields values={brand} errors={errors.brand} onChange={setBrand} />
            </>
          ) : null}
          <Group justify="space-between">
            <Button component={Link} to="/" variant="subtle" color="dark">
              SKIP FOR NOW
            </Button>
            <Button type="submit" size="md" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
