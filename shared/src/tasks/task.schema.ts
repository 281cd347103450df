import * as z from 'zod/mini';
import { cursorField, limitField } from '../text/paging';
import { optionalText, requiredText } from '../text/text-fields';

import { TASK_DUE_WINDOWS, TASK_LIMITS, TASK_TYPES } from './task-types';

export * from './task-types';

const DUE_MESSAGE = 'Due time must be a date and time like 2026-12-01T10:30:00+05:30';
/** Ten years ahead is far enough for a follow-up; further is a typo. */
const LATEST_DUE_MS = 10 * 366 * 24 * 3600 * 1000;

const dueAtField = z.pipe(
  z.string({ error: DUE_MESSAGE }).check(z.maxLength(40, DUE_MESSAGE)),
  z.transform((value, ctx) => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
    const at = Date.parse(value);
    if (!iso.test(value) || Number.isNaN(at) || Math.abs(at - Date.now()) > LATEST_DUE_MS) {
      ctx.issues.push({ code: 'custom', message: DUE_MESSAGE, input: value });
      return z.NEVER;
    }
    return new Date(at).toISOString();
  }),
);

const idField = (message: string) =>
  z
    .string({ error: message })
    .check(z.maxLength(64, message), z.regex(/^[A-Za-z0-9_-]+$/, message));

const optionalId = (message: string) =>
  z.pipe(
    z.optional(z.union([idField(message), z.literal(''), z.null()])),
    z.transform((v) => (v ? v : null)),
  );

const taskFields = {
  title: requiredText('Title', TASK_LIMITS.title),
  type: z.enum(TASK_TYPES, { error: 'Type must be call, email, whatsapp, meeting or todo' }),
  dueAt: dueAtField,
  assignedTo: optionalId('Assignee is not a member'),
  contactId: optionalId('Not a valid contact id'),
  dealId: optionalId('Not a valid deal id'),
  notes: optionalText(TASK_LIMITS.notes, 'multi'),
};

/** POST /api/tasks: a to-do unless typed; assigned to its creator unless given. */
export const taskInputSchema = z.object({
  ...taskFields,
  type: z._default(taskFields.type, 'todo'),
});
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskFields = z.output<typeof taskInputSchema>;

/** PUT /api/tasks/{id}: any subset; `{ "done": true }` completes it, false opens it again. */
export const taskPatchSchema = z.object({
  title: z.optional(taskFields.title),
  type: z.optional(taskFields.type),
  dueAt: z.optional(taskFields.dueAt),
  assignedTo: z.optional(taskFields.assignedTo),
  contactId: z.optional(taskFields.contactId),
  dealId: z.optional(taskFields.dealId),
  notes: z.optional(taskFields.notes),
  done: z.optional(z.boolean({ error: 'Done must be true or false' })),
});
export type TaskPatch = z.output<typeof taskPatchSchema>;

/** GET /api/tasks: open tasks by due window (all open ones without), or done ones, newest first. */
export const taskListQuerySchema = z.object({
  due: z.optional(
    z.enum(TASK_DUE_WINDOWS, { error: 'Due must be overdue, today, tomorrow or upcoming' }),
  ),
  status: z._default(z.enum(['open', 'done'], { error: 'Status must be open or done' }), 'open'),
  assignedTo: z.optional(idField('Assignee must be me or a member id')),
  contactId: z.optional(idField('Not a valid contact id')),
  limit: z._default(limitField(100), 50),
  cursor: cursorField,
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;
