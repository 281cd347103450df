/**
 * The one name field as the user record keeps it: the first word is the first name, the rest the
 * last name. Shown again as "first last", so what was typed comes back as typed.
 */
export const splitName = (
  name: string | null,
): { firstName: string | null; lastName: string | null } => {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    firstName: words[0] ?? null,
    lastName: words.length > 1 ? words.slice(1).join(' ') : null,
  };
};

export const joinName = (firstName: string | null, lastName: string | null): string =>
  [firstName, lastName].filter(Boolean).join(' ');
