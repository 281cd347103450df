import type { AuthUser } from '@salesflow/shared/auth/auth-user';

/** "First Last", or the email's local part as a username when no name is known. */
export const displayName = (user: AuthUser): string => {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email.split('@')[0] || user.email;
};

export const initials = (name: string): string =>
  name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
