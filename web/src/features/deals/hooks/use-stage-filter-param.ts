import { DEAL_STAGES, type DealStage } from '@salesflow/shared/deals/deal.schema';
import { useSearchParams } from 'react-router';

export type StageFilter = DealStage | 'all';

const STAGE_PARAM = 'stage';

const isDealStage = (value: string | null): value is DealStage =>
  (DEAL_STAGES as readonly (string | null)[]).includes(value);

/**
 * The deals list's stage filter, kept in the address (`?stage=closing`) like the view, so a
 * reload or a shared link shows the same deals. All Stages is the absence of the parameter; a
 * value that is no stage (an old or hand-edited link) reads as All Stages.
 */
export const useStageFilterParam = (): [StageFilter, (stage: StageFilter) => void] => {
  const [params, setParams] = useSearchParams();
  const raw = params.get(STAGE_PARAM);
  const stage: StageFilter = isDealStage(raw) ? raw : 'all';
  const setStage = (next: StageFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(STAGE_PARAM);
        else updated.set(STAGE_PARAM, next);
        return updated;
      },
      // A filter is not a place: Back leaves the screen rather than stepping through filters.
      { replace: true },
    );
  return [stage, setStage];
};
