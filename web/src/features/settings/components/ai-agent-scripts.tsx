import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { AI_AGENT_LIMITS } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { bindFormFields, type FormFieldsProps } from '../../../lib/form-fields';
import type { AiAgentFormValues } from '../hooks/use-ai-agent-form';

type ScriptField =
  | 'salesScript'
  | 'qualificationQuestions'
  | 'objectionHandling'
  | 'followUpPrompts';

const SCRIPTS: readonly { name: ScriptField; label: string; hint: string }[] = [
  {
    name: 'salesScript',
    label: 'Opening Sales Script',
    hint: '{agentName} and {companyName} are filled in on every call',
  },
  {
    name: 'qualificationQuestions',
    label: 'Qualification Questions',
    hint: 'What the agent asks to learn whether the lead is a fit',
  },
  {
    name: 'objectionHandling',
    label: 'Objection Handling',
    hint: 'Common objections and how to answer them',
  },
  {
    name: 'followUpPrompts',
    label: 'Follow-up Strategies',
    hint: 'How the agent closes the call and agrees the next step',
  },
];

const textarea = { htmlInput: { maxLength: AI_AGENT_LIMITS.text } };

/** The company information (8 rows) the agent answers from. */
export const AiAgentCompanyInfo = (props: FormFieldsProps<AiAgentFormValues>) => {
  const { text } = bindFormFields('ai-agent', props);
  return (
    <TextField
      {...text('companyInfo', 'Company Information')}
      multiline
      rows={8}
      helperText={
        props.errors.companyInfo ??
        'What you sell, to whom, prices, offers and hours: the agent answers questions from it'
      }
      slotProps={textarea}
    />
  );
};

/** The four scripts, 6 rows each. */
export const AiAgentScripts = (props: FormFieldsProps<AiAgentFormValues>) => {
  const { text } = bindFormFields('ai-agent', props);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {SCRIPTS.map(({ name, label, hint }) => (
        <TextField
          key={name}
          {...text(name, label)}
          multiline
          rows={6}
          helperText={props.errors[name] ?? hint}
          slotProps={textarea}
        />
      ))}
    </Box>
  );
};
