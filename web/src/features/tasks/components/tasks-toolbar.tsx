import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { TASK_VIEW_LABELS, TASK_VIEWS, type TaskOwner, type TaskView } from '../utils/tasks-view';

export interface TasksToolbarProps {
  view: TaskView;
  onViewChange: (view: TaskView) => void;
  owner: TaskOwner;
  /** Absent for members: they see only their own tasks. */
  onOwnerChange?: ((owner: TaskOwner) => void) | undefined;
}

/** Overdue / Today / Upcoming / Done, and (managers and above) Mine / Everyone. */
export const TasksToolbar = ({ view, onViewChange, owner, onOwnerChange }: TasksToolbarProps) => {
  // On a phone the four tabs share the width rather than scroll (none is hidden off the edge).
  const isMobile = useIsMobile();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Tabs
        value={view}
        onChange={(_event, next: TaskView) => onViewChange(next)}
        aria-label="Which tasks"
        variant={isMobile ? 'fullWidth' : 'standard'}
        sx={{
          minHeight: 40,
          width: { xs: '100%', md: 'auto' },
          '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: { xs: 1, md: 2 } },
        }}
      >
        {TASK_VIEWS.map((value) => (
          <Tab key={value} value={value} label={TASK_VIEW_LABELS[value]} />
        ))}
      </Tabs>
      {onOwnerChange ? (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={owner}
          onChange={(_event, next: TaskOwner | null) => {
            if (next) onOwnerChange(next);
          }}
          aria-label="Whose tasks"
        >
          <ToggleButton value="mine">Mine</ToggleButton>
          <ToggleButton value="everyone">Everyone</ToggleButton>
        </ToggleButtonGroup>
      ) : null}
    </Box>
  );
};
