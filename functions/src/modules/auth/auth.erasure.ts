import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { ORG_SLUG_PARTITION } from './account.repository';
import { LOGIN_STATE_PARTITION } from './login-state.repository';

/** What signing in and signing up write that an organization's erasure leaves. */
export const authErasure: ErasureDeclaration = {
  module: 'auth',
  left: [
    { pattern: LOGIN_STATE_PARTITION.pattern, why: 'a sign-in under way' },
    {
      pattern: ORG_SLUG_PARTITION.pattern,
      why: 'the name claim stays with the account; a whole removal deletes it with the profile',
    },
  ],
};
