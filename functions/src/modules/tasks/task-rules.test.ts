import { describe, expect, it } from 'vitest';
import type { StoredTask } from './task.entity';
import { fromTaskItem, listSortKey, reminderEntryOf, toTask, toTaskItem } from './task.entity';
import { assigneeRefusal, endOfDay, listRange, mayChangeTask, seesTask } from './task-rules';

const task = (over: Partial<StoredTask> = {}): StoredTask => ({
  id: 'task1',
  organizationId: 'org1',
  title: 'Call back about the quote',
  type: 'call',
  dueAt: '2026-12-01T05:00:00.000Z',
  assignedTo: 'meera',
  createdBy: 'meera',
  contactId: 'c1',
  dealId: null,
  notes: null,
  done: false,
  doneAt: null,
  createdAt: '2026-11-30T05:00:00.000Z',
  updatedAt: '2026-11-30T05:00:00.000Z',
  remindedFor: null,
  ...over,
});

const member = { userId: 'meera', role: 'member' as const, scope: { kind: 'all' as const } };
const ownMember = { ...member, scope: { kind: 'own' as const, userId: 'meera' } };
const manager = { userId: 'ravi', role: 'manager' as const, scope: { kind: 'all' as const } };

describe('who may change a task', () => {
  it('lets its assignee, its maker and managers change it, and no other member', () => {
    expect(mayChangeTask(member, task())).toBe(true);
    expect(mayChangeTask(member, task({ assignedTo: 'ravi', createdBy: 'meera' }))).toBe(true);
    expect(mayChangeTask(manager, task())).toBe(true);
    expect(mayChangeTask({ ...member, userId: 'anil' }, task())).toBe(false);
  });

  it('lets a member assign only themselves, managers anyone', () => {
    expect(assigneeRefusal(member, 'meera')).toBeNull();
    expect(assigneeRefusal(member, 'ravi')).toMatch(/only to themselves/);
    expect(assigneeRefusal(manager, 'meera')).toBeNull();
  });
});

describe('who sees a task', () => {
  it('shows every task where records are shared', () => {
    expect(seesTask(member, task({ assignedTo: 'x', createdBy: 'y' }), () => false)).toBe(true);
  });

  it('shows a member shown their own only their tasks and those on leads they see', () => {
    const others = task({ assignedTo: 'x', createdBy: 'y', contactId: 'c9' });
    expect(seesTask(ownMember, others, () => false)).toBe(false);
    expect(seesTask(ownMember, others, (id) => id === 'c9')).toBe(true);
    expect(seesTask(ownMember, task({ contactId: null }), () => false)).toBe(true);
    expect(seesTask(ownMember, task({ assignedTo: 'x', contactId: null }), () => true)).toBe(true);
    expect(
      seesTask(ownMember, task({ assignedTo: 'x', createdBy: 'y', contactId: null }), () => true),
    ).toBe(false);
  });
});

describe('due windows', () => {
  const now = new Date('2026-12-01T12:00:00.000Z'); // 17:30 in Kolkata

  it('ends the day at the next midnight in the organization’s time zone', () => {
    expect(endOfDay(now, 'Asia/Kolkata').toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(endOfDay(now, 'UTC').toISOString()).toBe('2026-12-02T00:00:00.000Z');
  });

  it('puts each open task in exactly one window, a task due at a bound in the later one', () => {
    const inWindow = (dueAt: string) =>
      (['overdue', 'today', 'upcoming'] as const).filter((due) => {
        const { between } = listRange('open', due, now, 'Asia/Kolkata');
        const key = listSortKey(task({ dueAt }));
        return key >= between[0] && key <= between[1];
      });
    expect(inWindow('2026-12-01T11:59:00.000Z')).toEqual(['overdue']);
    expect(inWindow('2026-12-01T12:00:00.000Z')).toEqual(['today']);
    expect(inWindow('2026-12-01T18:29:00.000Z')).toEqual(['today']);
    expect(inWindow('2026-12-01T18:30:00.000Z')).toEqual(['upcoming']);
    expect(inWindow('2027-03-01T00:00:00.000Z')).toEqual(['upcoming']);
  });

  it('has tomorrow as the next day in the organization’s time zone, a part of upcoming', () => {
    const tomorrow = (dueAt: string) => {
      const { between } = listRange('open', 'tomorrow', now, 'Asia/Kolkata');
      const key = listSortKey(task({ dueAt }));
      return key >= between[0] && key <= between[1];
    };
    expect(tomorrow('2026-12-01T18:29:00.000Z')).toBe(false);
    expect(tomorrow('2026-12-01T18:30:00.000Z')).toBe(true);
    expect(tomorrow('2026-12-02T18:29:00.000Z')).toBe(true);
    expect(tomorrow('2026-12-02T18:30:00.000Z')).toBe(false);
  });

  it('lists done tasks latest first and never among the open ones', () => {
    const done = listSortKey(task({ done: true, doneAt: '2026-12-01T06:00:00.000Z' }));
    const { between, descending } = listRange('done', undefined, now, 'UTC');
    expect(descending).toBe(true);
    expect(done >= between[0] && done <= between[1]).toBe(true);
    const open = listRange('open', undefined, now, 'UTC').between;
    expect(done >= open[0] && done <= open[1]).toBe(false);
  });
});

describe('the stored task', () => {
  it('keeps the task’s type apart from the item’s kind, and reads back as written', () => {
    const item = toTaskItem(task({ type: 'whatsapp' }));
    expect(item.type).toBe('task');
    expect(item.taskType).toBe('whatsapp');
    expect(fromTaskItem(item)).toEqual(task({ type: 'whatsapp' }));
    expect(toTask(task())).not.toHaveProperty('organizationId');
  });

  it('lists a task on a contact in the contact’s list only', () => {
    expect(toTaskItem(task()).gsi2pk).toBe('ORG#org1#CONTACTTASKS#c1');
    expect(toTaskItem(task({ contactId: null }))).not.toHaveProperty('gsi2pk');
  });

  it('keeps a reminder entry only while a task is open, ahead and not yet reminded', () => {
    const entry = reminderEntryOf(task());
    expect(entry?.pk).toMatch(/^TASKREMINDERS#2026-12-01T05#[0-3]$/);
    expect(entry?.sk).toBe('2026-12-01T05:00:00.000Z#org1#task1');
    expect(reminderEntryOf(task({ done: true }))).toBeNull();
    expect(reminderEntryOf(task({ remindedFor: '2026-12-01T05:00:00.000Z' }))).toBeNull();
    expect(reminderEntryOf(task({ updatedAt: '2026-12-01T06:00:00.000Z' }))).toBeNull();
    // Moved to a new time after its reminder: reminded again.
    expect(
      reminderEntryOf(
        task({ dueAt: '2026-12-02T05:00:00.000Z', remindedFor: '2026-12-01T05:00:00.000Z' }),
      ),
    ).not.toBeNull();
  });
});
