import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { TASK_TYPE_LABELS, type TaskType } from '@salesflow/shared/tasks/task-types';

const ICONS = {
  call: CallOutlinedIcon,
  email: EmailOutlinedIcon,
  whatsapp: WhatsAppIcon,
  meeting: EventOutlinedIcon,
  todo: ChecklistOutlinedIcon,
} as const;

export interface TaskTypeIconProps extends SvgIconProps {
  type: TaskType;
  /** Beside its label already (the type menu): no name of its own. */
  decorative?: boolean;
}

/** What kind of follow-up a task is, as an icon named by its label ("Call"). */
export const TaskTypeIcon = ({ type, decorative = false, ...props }: TaskTypeIconProps) => {
  const Icon = ICONS[type];
  return decorative ? (
    <Icon aria-hidden {...props} />
  ) : (
    <Icon titleAccess={TASK_TYPE_LABELS[type]} {...props} />
  );
};
