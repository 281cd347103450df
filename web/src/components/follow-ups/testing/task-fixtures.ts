import type { Task } from '@salesflow/shared/tasks/task.schema';
import { json } from '../../../testing/fetch-stub';

export const makeTask = (overrides: Partial<Task> = {}): Task => ({
  id: 't-1',
  title: 'Call about the quote',
  type: 'call',
  dueAt: '2026-11-28T04:30:00.000Z',
  assignedTo: 'user-1',
  createdBy: 'user-1',
  contactId: 'c-1',
  contactName: 'Aarav Mehta',
  dealId: null,
  notes: null,
  done: false,
  doneAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});

export const taskPage = (items: Task[], nextCursor: string | null = null) =>
  json(200, { items, nextCursor });

/** A task the server sends back after a change: the stored one with the change applied. */
export const changedTask = (task: Task, change: unknown) =>
  json(200, { ...task, ...(change as Partial<Task>) });
