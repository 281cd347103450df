import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

/**
 * A demo AI call to the contact through the API, completed with this outcome (a minute long,
 * scored 70), or left calling when the outcome is null.
 */
export const recordCall = async (client: ApiClient, contact: Contact, outcome: string | null) => {
  const created = await client.post<AiCall>('/api/ai-calls', {
    contactId: contact.id,
    phoneNumber: contact.phone,
    status: 'calling',
  });
  expect(created.status).toBe(201);
  if (!outcome) return created.body;
  const ended = await client.put<AiCall>(`/api/ai-calls/${created.body.id}`, {
    status: 'completed',
    duration: 60,
    outcome,
    aiScore: 70,
    confidence: 0.9,
    sentiment: 'neutral',
  });
  expect(ended.status).toBe(200);
  return ended.body;
};
