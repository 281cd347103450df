import { describe, expect, it } from 'vitest';
import type { AssignmentRecord } from './assignment.entity';
import {
  activeAssignmentProblem,
  assignedNote,
  assignmentFor,
  assignmentListScope,
  completedAssignment,
  departingLead,
  endsWithDeparture,
  mayComplete,
  reassignment,
  tellsAssignee,
} from './assignment-rules';

const assigned: AssignmentRecord = {
  id: 'a1',
  organizationId: 'org-1',
  contactId: 'c1',
  assignedTo: 'u2',
  assignedBy: 'u1',
  status: 'active',
  priority: 'medium',
  notes: 'Call after lunch',
  assignedAt: '2026-11-20T10:00:00.000Z',
  completedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const now = '2026-11-23T09:00:00.000Z';
const manager = { organizationId: 'org-1', userId: 'm1', role: 'manager' as const };
const newId = () => 'a9';
const own = (userId: string) => ({ userId, scope: { kind: 'own' as const, userId } });
const all = (userId: string) => ({ userId, scope: { kind: 'all' as const } });

describe('handing a lead to a member', () => {
  it('makes a new active assignment when the lead has none', () => {
    const input = { contactId: 'c7', assignedTo: 'u3', priority: 'high' as const, notes: null };
    expect(assignmentFor(null, input, manager, now, newId)).toEqual({
      id: 'a9',
      organizationId: 'org-1',
      contactId: 'c7',
      assignedTo: 'u3',
      assignedBy: 'm1',
      status: 'active',
      priority: 'high',
      notes: null,
      assignedAt: now,
      completedAt: null,
      updatedAt: now,
    });
  });

  it('reassigns the active one to another member: assigned now, by the caller', () => {
    const input = { contactId: 'c1', assignedTo: 'u3', priority: 'urgent' as const, notes: null };
    expect(assignmentFor(assigned, input, manager, now, newId)).toEqual({
      ...assigned,
      assignedTo: 'u3',
      assignedBy: 'm1',
      priority: 'urgent',
      notes: null,
      assignedAt: now,
      updatedAt: now,
    });
  });

  it('keeps when it was assigned when only its priority or notes change', () => {
    const input = { contactId: 'c1', assignedTo: 'u2', priority: 'low' as const, notes: 'Later' };
    const next = assignmentFor(assigned, input, manager, now, newId);
    expect(next).toMatchObject({ id: 'a1', assignedAt: assigned.assignedAt, priority: 'low' });
    expect(next.updatedAt).toBe(now);
  });

  it('says on the timeline who has it, from whom, how urgent', () => {
    expect(assignedNote('Ravi Kumar', 'Meera Iyer', 'high')).toBe(
      'Assigned to Ravi Kumar by Meera Iyer (high priority)',
    );
  });

  it('tells the assignee, unless they assigned it to themselves', () => {
    expect(tellsAssignee({ userId: 'm1' }, 'u2')).toBe(true);
    expect(tellsAssignee({ userId: 'u2' }, 'u2')).toBe(false);
  });
});

describe('editing an active assignment', () => {
  it('keeps what the edit leaves out', () => {
    expect(reassignment(assigned, {})).toEqual({
      contactId: 'c1',
      assignedTo: 'u2',
      priority: 'medium',
      notes: 'Call after lunch',
    });
  });

  it('takes what it sends, notes cleared when sent as null', () => {
    expect(reassignment(assigned, { assignedTo: 'u3', priority: 'urgent', notes: null })).toEqual({
      contactId: 'c1',
      assignedTo: 'u3',
      priority: 'urgent',
      notes: null,
    });
  });
});

describe('whose assignments a list shows', () => {
  it('shows a member who sees only their own leads their own, asked or not', () => {
    expect(assignmentListScope(own('u2'), {})).toEqual({ assignedTo: 'u2' });
    expect(assignmentListScope(own('u2'), { assignedTo: 'me' })).toEqual({ assignedTo: 'u2' });
    expect(assignmentListScope(own('u2'), { assignedTo: 'u2' })).toEqual({ assignedTo: 'u2' });
  });

  it("shows such a member nothing when they ask for another member's", () => {
    expect(assignmentListScope(own('u2'), { assignedTo: 'u3' })).toBeNull();
  });

  it('shows everyone else all, or the member asked for', () => {
    expect(assignmentListScope(all('m1'), {})).toEqual({});
    expect(assignmentListScope(all('m1'), { assignedTo: 'me' })).toEqual({ assignedTo: 'm1' });
    expect(assignmentListScope(all('m1'), { assignedTo: 'u3' })).toEqual({ assignedTo: 'u3' });
    expect(assignmentListScope({ userId: 'm1' }, { assignedTo: 'u3' })).toEqual({
      assignedTo: 'u3',
    });
  });
});

describe('changing or completing an assignment', () => {
  it('finds none that is gone, or another member’s for a member who sees only their own', () => {
    expect(activeAssignmentProblem(all('m1'), null)).toBe('missing');
    expect(activeAssignmentProblem(own('u3'), assigned)).toBe('missing');
    expect(activeAssignmentProblem(own('u2'), assigned)).toBeNull();
    expect(activeAssignmentProblem(all('u3'), assigned)).toBeNull();
  });

  it('refuses one already completed', () => {
    const done = completedAssignment(assigned, now);
    expect(activeAssignmentProblem(all('m1'), done)).toBe('completed');
    expect(activeAssignmentProblem(own('u3'), done)).toBe('missing');
  });

  it('lets its assignee or a manager and above complete it, not another member', () => {
    expect(mayComplete({ userId: 'u2', role: 'member' }, assigned)).toBe(true);
    expect(mayComplete({ userId: 'u3', role: 'member' }, assigned)).toBe(false);
    expect(mayComplete({ userId: 'm1', role: 'manager' }, assigned)).toBe(true);
    expect(mayComplete({ userId: 'o1', role: 'owner' }, assigned)).toBe(true);
  });

  it('completed: done now, everything else as it was', () => {
    expect(completedAssignment(assigned, now)).toEqual({
      ...assigned,
      status: 'completed',
      completedAt: now,
      updatedAt: now,
    });
  });
});

describe("a departed member's leads", () => {
  const departure = { userId: 'u2', name: 'Ravi Kumar' };

  it('go to the successor the admin chose, saying why', () => {
    expect(departingLead(departure, { id: 'u3', name: 'Meera' }, { assignedTo: 'u2' })).toEqual({
      assignedTo: 'u3',
      note: 'Handed to Meera: Ravi Kumar left the team',
    });
  });

  it('go back to the unassigned leads without one', () => {
    expect(departingLead(departure, null, { assignedTo: 'u2' })).toEqual({
      assignedTo: null,
      note: 'Back among the unassigned leads: Ravi Kumar left the team',
    });
  });

  it('are left alone once they moved to someone else meanwhile', () => {
    expect(departingLead(departure, null, { assignedTo: 'u3' })).toBeNull();
    expect(departingLead(departure, { id: 'u3', name: 'Meera' }, { assignedTo: null })).toBeNull();
  });

  it('complete their active assignment only when it is the departed member’s', () => {
    expect(endsWithDeparture(departure, assigned)).toBe(true);
    expect(endsWithDeparture(departure, { assignedTo: 'u3' })).toBe(false);
    expect(endsWithDeparture(departure, null)).toBe(false);
  });
});
