import {
  ASSIGNMENT_FILTERS,
  type AssignmentFilter,
} from '@salesflow/shared/teams/assignment.schema';
import { useSearchParams } from 'react-router';

const isFilter = (value: string | null): value is AssignmentFilter =>
  (ASSIGNMENT_FILTERS as readonly (string | null)[]).includes(value);

/** The Lead Assignments filter, in the address like the tab (`?filter=active`); All by default. */
export const useAssignmentFilterParam = (): [
  AssignmentFilter,
  (filter: AssignmentFilter) => void,
] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: AssignmentFilter = isFilter(raw) ? raw : 'all';
  const setFilter = (next: AssignmentFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('filter');
        else updated.set('filter', next);
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
};
