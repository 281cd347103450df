import { roleAtLeast } from '@salesflow/shared/auth/roles';
import {
  type SavedView,
  VIEW_LIMITS,
  type ViewEntity,
  type ViewInput,
  type ViewPatch,
  viewPatchSchemaFor,
} from '@salesflow/shared/views/view.schema';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { zodToValidationError } from '../../platform/http/error-response';
import {
  findView,
  readViews,
  viewDeleteWrite,
  viewInsertWrite,
  viewReplaceWrites,
} from './views.repository';

export const SHARE_REFUSED_MESSAGE = 'Only managers and admins can share views with the team';

/** Managers and above share views with the team and change the shared ones. */
const sharesViews = (auth: AuthContext) =>
  Boolean(auth.role) && roleAtLeast(auth.role ?? 'member', 'manager');

const byName = (a: SavedView, b: SavedView) => a.name.localeCompare(b.name);

/** GET /api/views?entity=: the team's shared views of the list, then the caller's own. */
export const listViews = async (
  auth: AuthContext,
  entity: ViewEntity,
): Promise<{ items: SavedView[] }> => {
  const { own, shared } = await readViews(auth.organizationId, auth.userId, entity);
  return { items: [...shared.sort(byName), ...own.sort(byName)] };
};

const checkRoom = async (auth: AuthContext, entity: ViewEntity, shared: boolean) => {
  const { own, shared: team } = await readViews(auth.organizationId, auth.userId, entity);
  if ((shared ? team : own).length >= VIEW_LIMITS.perList) {
    throw new ValidationError([
      {
        field: 'name',
        message: `There are ${VIEW_LIMITS.perList} ${shared ? 'shared' : 'saved'} views of this list already; delete one first`,
      },
    ]);
  }
};

/** POST /api/views */
export const createView = async (auth: AuthContext, input: ViewInput): Promise<SavedView> => {
  if (input.shared && !sharesViews(auth)) throw new ForbiddenError(SHARE_REFUSED_MESSAGE);
  await checkRoom(auth, input.entity, input.shared);
  const now = new Date().toISOString();
  const view: SavedView = {
    id: newId(),
    ...input,
    createdBy: auth.userId,
    createdAt: now,
    updatedAt: now,
  };
  await commit([viewInsertWrite(auth.organizationId, view)]);
  return view;
};

const reachableView = async (auth: AuthContext, id: string): Promise<SavedView> => {
  const view = await findView(auth.organizationId, auth.userId, id);
  if (!view) throw new NotFoundError('View not found');
  return view;
};

/** PUT /api/views/{id}: checked by the rules of the view's own list. */
export const updateView = async (
  auth: AuthContext,
  id: string,
  patch: ViewPatch,
): Promise<SavedView> => {
  const previous = await reachableView(auth, id);
  const checked = viewPatchSchemaFor(previous.entity).safeParse(patch);
  if (!checked.success) throw zodToValidationError(checked.error);
  const shared = checked.data.shared ?? previous.shared;
  if ((previous.shared || shared) && !sharesViews(auth)) {
    throw new ForbiddenError(SHARE_REFUSED_MESSAGE);
  }
  if (shared !== previous.shared) await checkRoom(auth, previous.entity, shared);
  const next: SavedView = {
    ...previous,
    ...Object.fromEntries(Object.entries(checked.data).filter(([, v]) => v !== undefined)),
    shared,
    // A view made shared becomes the team's; one taken back is its sharer's own.
    createdBy: shared === previous.shared ? previous.createdBy : auth.userId,
    updatedAt: new Date().toISOString(),
  };
  await commit(viewReplaceWrites(auth.organizationId, previous, next));
  return next;
};

/** DELETE /api/views/{id}: one's own, or (managers and above) a shared one. */
export const deleteView = async (auth: AuthContext, id: string): Promise<void> => {
  const view = await reachableView(auth, id);
  if (view.shared && !sharesViews(auth)) throw new ForbiddenError(SHARE_REFUSED_MESSAGE);
  await commit([viewDeleteWrite(auth.organizationId, view)]);
};
