/**
 * The account records as the sign-in and sign-up flows (auth/) write and read them: a user, an
 * organization and the membership that ties them, made together; an unused sign-up organization
 * retired. Other modules read the facts they need through organization-facts.service.ts and
 * user-directory.service.ts.
 */
export {
  createUserJoining,
  createUserWithOrganization,
  findUserIdByEmail,
  getUser,
  retireOrganizationWrites,
  type UserRecord,
} from './account.repository';
