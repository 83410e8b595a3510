import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { TUserType } from '@wallcraft/shared';

/** Hand-written table types; keep them in step with migrations/. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  active_account_id: string | null;
  verified: Generated<boolean>;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  bio: string | null;
  website: string | null;
  instagram_handle: string | null;
  twitter_handle: string | null;
  facebook_handle: string | null;
  tiktok_handle: string | null;
  profile_image_url: string | null;
  hero_image_url: string | null;
  business_name: string | null;
  dba: string | null;
  address: string | null;
  phone: string | null;
  business_email: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AccountsTable {
  id: Generated<string>;
  user_id: string;
  user_type: TUserType;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  user_agent: string | null;
}

export interface AdminsTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  role: Generated<'superadmin' | 'operator'>;
  created_at: Generated<Date>;
}

export interface AdminSessionsTable {
  id_hash: string;
  admin_id: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface UploadsTable {
  id: Generated<string>;
  owner_id: string;
  object_key: string;
  content_type: string | null;
  size_bytes: number | null;
  status: Generated<'pending' | 'uploaded'>;
  expires_at: Timestamp;
  created_at: Generated<Date>;
  uploaded_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  admins: AdminsTable;
  admin_sessions: AdminSessionsTable;
  uploads: UploadsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Account = Selectable<AccountsTable>;
