import { useSearchParams } from 'react-router';
import { isTaskView, type TaskOwner, type TaskView } from '../utils/tasks-view';

/**
 * The tab (`?due=overdue|upcoming|done`, today without) and whose tasks (`?who=everyone`, the
 * user's own without) live in the address, so a view can be linked to and survives a reload.
 * Only managers and above may see everyone's; for anyone else `who` is ignored.
 */
export const useTasksViewParams = (seesEveryone: boolean) => {
  const [params, setParams] = useSearchParams();
  const due = params.get('due');
  const view: TaskView = isTaskView(due) ? due : 'today';
  const owner: TaskOwner = seesEveryone && params.get('who') === 'everyone' ? 'everyone' : 'mine';
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return {
    view,
    owner,
    setView: (next: TaskView) => set('due', next === 'today' ? null : next),
    setOwner: (next: TaskOwner) => set('who', next === 'everyone' ? next : null),
  };
};
