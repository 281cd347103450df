import type { SavedView, ViewEntity } from '@salesflow/shared/views/view.schema';
import { readAll } from '../../platform/data/read';
import { deleteWrite, putWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  fromViewItem,
  ownViewsPrefix,
  sharedViewsPrefix,
  toViewItem,
  VIEWS_PARTITION,
  viewKey,
} from './view.entity';

const TOP = '\u{10FFFF}';

const changedMeanwhile = () =>
  new ConflictError('This view was changed meanwhile. Reload it and try again.');

const readRange = async (organizationId: string, prefix: string) =>
  (
    await readAll({ pk: VIEWS_PARTITION.key(organizationId), between: [prefix, `${prefix}${TOP}`] })
  ).map(fromViewItem);

/** The caller's own views of a list and the team's shared ones. */
export const readViews = async (
  organizationId: string,
  userId: string,
  entity: ViewEntity,
): Promise<{ own: SavedView[]; shared: SavedView[] }> => {
  const [own, shared] = await Promise.all([
    readRange(organizationId, ownViewsPrefix(userId, entity)),
    readRange(organizationId, sharedViewsPrefix(entity)),
  ]);
  return { own, shared };
};

/** A view by id among those the caller can reach (theirs and the shared ones), any list. */
export const findView = async (
  organizationId: string,
  userId: string,
  id: string,
): Promise<SavedView | null> => {
  const [own, shared] = await Promise.all([
    readRange(organizationId, `U#${userId}#`),
    readRange(organizationId, 'S#'),
  ]);
  return [...own, ...shared].find((view) => view.id === id) ?? null;
};

export const viewInsertWrite = (organizationId: string, view: SavedView): Write =>
  putWrite(toViewItem(organizationId, view), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This view exists already'),
  });

/**
 * The view as changed, only while it is as it was read; one moved between the caller's own and the
 * shared ones changes its key, so the old item goes in the same transaction.
 */
export const viewReplaceWrites = (
  organizationId: string,
  previous: SavedView,
  next: SavedView,
): Write[] => {
  const condition = {
    expression: 'updatedAt = :seen',
    values: { ':seen': previous.updatedAt },
    error: changedMeanwhile,
  };
  return previous.shared === next.shared
    ? [putWrite(toViewItem(organizationId, next), condition)]
    : [
        deleteWrite(viewKey(organizationId, previous), condition),
        putWrite(toViewItem(organizationId, next), {
          expression: 'attribute_not_exists(pk)',
          error: changedMeanwhile,
        }),
      ];
};

export const viewDeleteWrite = (organizationId: string, view: SavedView): Write =>
  deleteWrite(viewKey(organizationId, view), {
    expression: 'updatedAt = :seen',
    values: { ':seen': view.updatedAt },
    error: changedMeanwhile,
  });
