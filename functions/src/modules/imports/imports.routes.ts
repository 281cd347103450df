import {
  lasting,
  member,
  type RouteDefinition,
  sending,
  uploading,
} from '../../platform/http/route-table';

/** Pasted rows, and import jobs of an uploaded file. */
export const importsRoutes: readonly RouteDefinition[] = [
  // 1,000 rows, each its own transaction, 8 at a time: a few seconds, well inside 28. Members
  // round-robin handed leads to are told (their notice's email).
  lasting(
    sending(member('POST', '/api/contacts/import', 'imports/import-contacts'), 'notifications'),
    28,
  ),
  // Import jobs: a file uploaded straight to the uploads bucket, then read by the import-files and
  // import-chunks workers. The job is the organization's and its user's.
  uploading(member('POST', '/api/imports', 'imports/create-import-job'), 'write'),
  member('GET', '/api/imports/latest', 'imports/get-latest-import-job'),
  uploading(member('GET', '/api/imports/{id}/preview', 'imports/get-import-preview'), 'read'),
  uploading(
    sending(member('POST', '/api/imports/{id}/start', 'imports/start-import-job'), 'import-files'),
    'read',
  ),
  member('GET', '/api/imports/{id}', 'imports/get-import-job'),
  // A large errors file is put beside the import and linked to.
  uploading(member('GET', '/api/imports/{id}/errors', 'imports/get-import-errors'), 'readwrite'),
];
