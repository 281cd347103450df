import type { SavedView, ViewEntity } from '@salesflow/shared/views/view.schema';
import { VIEW_ENTITIES } from '@salesflow/shared/views/view.schema';
import { keyShape } from '../../platform/data/key-shape';

/**
 * Saved views: all of an organization's in one partition (a few per person and list), a person's
 * own under `U#<user>#<list>#<id>`, the team's shared ones under `S#<list>#<id>`, so a list's views
 * are two key ranges.
 */
export const VIEWS_PARTITION = keyShape('ORG#<org>#VIEWS');

export const ownViewsPrefix = (userId: string, entity: ViewEntity) => `U#${userId}#${entity}#`;
export const sharedViewsPrefix = (entity: ViewEntity) => `S#${entity}#`;

export const viewKey = (
  organizationId: string,
  view: Pick<SavedView, 'id' | 'entity' | 'shared' | 'createdBy'>,
) => ({
  pk: VIEWS_PARTITION.key(organizationId),
  sk: `${view.shared ? sharedViewsPrefix(view.entity) : ownViewsPrefix(view.createdBy, view.entity)}${view.id}`,
});

export const toViewItem = (organizationId: string, view: SavedView) => ({
  ...viewKey(organizationId, view),
  type: 'savedView',
  organizationId,
  ...view,
});

export const fromViewItem = (item: Record<string, unknown>): SavedView => ({
  id: String(item.id),
  entity: VIEW_ENTITIES.find((e) => e === item.entity) ?? 'contacts',
  name: String(item.name),
  filters: (item.filters ?? {}) as Record<string, string>,
  sort: typeof item.sort === 'string' ? item.sort : null,
  columns: Array.isArray(item.columns) ? item.columns.map(String) : [],
  shared: item.shared === true,
  createdBy: String(item.createdBy),
  createdAt: String(item.createdAt),
  updatedAt: String(item.updatedAt),
});
