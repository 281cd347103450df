import type { AutoRun } from '@salesflow/shared/ai-calls/auto-run.schema';
import { readItem } from '../../../platform/data/read';
import { putWrite, type Write } from '../../../platform/data/unit-of-work';
import { ConflictError } from '../../../platform/errors';
import { autoRunKey } from '../ai-call.entity';

/**
 * A user's auto-calling run (its key: ai-call.entity.ts). Every change is conditional on the run
 * as it was read, so two ends of the same call (a repeated callback, a redelivered message)
 * advance it once.
 */

/** The run moved on meanwhile (another end of the same call advanced it): nothing to do. */
export class AutoRunMovedError extends Error {
  constructor() {
    super('The auto-calling run moved on meanwhile');
  }
}

/** The user's previous run is still running. */
export class AutoRunRunningError extends ConflictError {
  constructor() {
    super('Auto-calling is already running. Stop it before starting again.');
  }
}

export interface StoredAutoRun extends AutoRun {
  organizationId: string;
  userId: string;
}

export const readAutoRun = async (
  organizationId: string,
  userId: string,
): Promise<StoredAutoRun | null> => {
  const item = await readItem(autoRunKey(organizationId, userId));
  if (!item) return null;
  const { pk: _pk, sk: _sk, type: _type, ...run } = item;
  return run as unknown as StoredAutoRun;
};

const toItem = (run: StoredAutoRun) => ({
  ...autoRunKey(run.organizationId, run.userId),
  type: 'autoRun',
  ...run,
});

/** A new run; refused while the user's previous one is still running. */
export const autoRunStartWrite = (run: StoredAutoRun): Write =>
  putWrite(toItem(run), {
    expression: 'attribute_not_exists(pk) OR #status <> :running',
    names: { '#status': 'status' },
    values: { ':running': 'running' },
    error: () => new AutoRunRunningError(),
  });

/** The run as it changes, only if it is still the one read (same run, same call, running). */
export const autoRunChangeWrite = (previous: StoredAutoRun, next: StoredAutoRun): Write =>
  putWrite(toItem(next), {
    expression: '#id = :id AND #status = :running AND #updatedAt = :updatedAt',
    names: { '#id': 'id', '#status': 'status', '#updatedAt': 'updatedAt' },
    values: { ':id': previous.id, ':running': 'running', ':updatedAt': previous.updatedAt },
    error: () => new AutoRunMovedError(),
  });
