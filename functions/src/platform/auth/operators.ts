import { config } from '../config';

/** The sign-in provider's group of platform operators: the CDK app creates it in the user pool. */
export const OPERATORS_GROUP = 'platform-operators';

/** Who signed in, as the provider vouches for them: a verified email and their groups. */
export interface VerifiedIdentity {
  email: string;
  groups: readonly string[];
}

/**
 * Whether a signed-in identity is a platform operator (the admin dashboard): a member of the
 * provider's operators group (PLATFORM_OPERATOR_GROUP, read from Cognito's `cognito:groups`), or,
 * where configured (the local stack), on the list of operator emails. Asked once, at sign-in, of
 * an email the provider verified; the session keeps the answer. Never an email a user can set.
 */
export const isPlatformOperator = (identity: VerifiedIdentity): boolean => {
  const group = config.platformOperatorGroup;
  return (
    (group !== '' && identity.groups.includes(group)) ||
    config.platformOperatorEmails.includes(identity.email.toLowerCase())
  );
};
