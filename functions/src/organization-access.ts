/**
 * The organization's access facts as the platform's access check reads them (platform/auth/
 * access.ts): the organizations module owns the profile they live on, and the platform reads it
 * through here, as it reads the route table through routes.ts.
 */
export {
  findOrganizationAccess,
  type OrganizationAccess,
} from './modules/organizations/organizations.service';
