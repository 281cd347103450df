import { member, type RouteDefinition } from '../../platform/http/route-table';

/** Contacts and their timelines. */
export const contactsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/contacts', 'contacts/list-contacts'),
  member('POST', '/api/contacts', 'contacts/create-contact'),
  member('GET', '/api/contacts/{id}', 'contacts/get-contact'),
  // A contact's new name, or its deletion, reaches its deals from the table's stream
  // (contact-changes, sent by the counters projector).
  member('PUT', '/api/contacts/{id}', 'contacts/update-contact'),
  member('DELETE', '/api/contacts/{id}', 'contacts/delete-contact'),
  member('GET', '/api/contacts/{id}/activities', 'contacts/list-contact-activities'),
  // A note or call is lead score evidence: the stream has the contact scored again.
  member('POST', '/api/contacts/{id}/activities', 'contacts/create-contact-activity'),
  // A deleted contact stays in the trash for 30 days with what hangs on it, and can come back.
  member('GET', '/api/trash', 'contacts/list-trash'),
  member('POST', '/api/trash/restore', 'contacts/restore-trash'),
];
