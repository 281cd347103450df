import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';
import { LOGIN_STATE_PARTITION } from './login-state.repository';

/** What signing in writes that an organization's erasure leaves. */
export const authErasure: ErasureDeclaration = {
  module: 'auth',
  left: [{ pattern: LOGIN_STATE_PARTITION.pattern, why: 'a sign-in under way' }],
};
