import { Avatar } from '@mantine/core';
import { fullName, personName } from '@wallcraft/shared';
import { initials } from '../../lib/format';
import type { Person } from './conversations';

/** The server's display name when it sent one, else the person's. */
export function partyName(person: { firstName: string | null; lastName: string | null; displayName?: string }): string {
  return person.displayName || personName(person);
}

/** The server's avatarUrl (a brand's logo) when it sent one, else the person's photo. */
export function PersonAvatar({
  person,
  size = 44,
}: {
  person: Pick<Person, 'firstName' | 'lastName' | 'profileImageUrl'> & { avatarUrl?: string | null };
  size?: number;
}) {
  return (
    <Avatar
      src={person.avatarUrl !== undefined ? person.avatarUrl : person.profileImageUrl}
      size={size}
      radius="xs"
      color="dark"
      variant="filled"
      alt={fullName(person.firstName, person.lastName)}
    >
      {initials(person.firstName, person.lastName)}
    </Avatar>
  );
}
