import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AI_AGENT_LANGUAGES,
  AI_AGENT_LIMITS,
  AI_AGENT_VOICES,
  type AiAgentLanguage,
  type AiAgentVoice,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { bindFormFields, type FormFieldsProps } from '../../../lib/form-fields';
import type { AiAgentFormValues } from '../hooks/use-ai-agent-form';
import { LANGUAGE_LABELS, STYLE_MARKS, VOICE_LABELS } from '../utils/ai-agent-labels';
import { SettingsBadge } from './settings-badge';

/** Basic configuration: name, voice, language, call length, conversation style, on or off. */
export const AiAgentBasics = (props: FormFieldsProps<AiAgentFormValues>) => {
  const { values, errors, disabled, onChange } = props;
  const { field, text } = bindFormFields('ai-agent', props);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...text('name', 'Agent Name')}
          helperText={errors.name ?? 'How the agent introduces itself on calls'}
          slotProps={{ htmlInput: { maxLength: AI_AGENT_LIMITS.name } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('voice', 'Voice')}
          select
          value={values.voice}
          onChange={(event) => onChange('voice', event.target.value as AiAgentVoice)}
        >
          {AI_AGENT_VOICES.map((voice) => (
            <MenuItem key={voice} value={voice}>
              {VOICE_LABELS[voice]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...field('language', 'Language')}
          select
          value={values.language}
          onChange={(event) => onChange('language', event.target.value as AiAgentLanguage)}
        >
          {AI_AGENT_LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {LANGUAGE_LABELS[language]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...text('maxCallDuration', 'Max Call Duration (seconds)')}
          type="number"
          helperText={errors.maxCallDuration ?? 'From 60 to 1800 seconds (30 minutes)'}
          slotProps={{
            htmlInput: {
              min: AI_AGENT_LIMITS.minCallSeconds,
              max: AI_AGENT_LIMITS.maxCallSeconds,
              step: 1,
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography id="ai-agent-temperature-label" variant="body2" gutterBottom>
          Conversation Style: {values.temperature.toFixed(1)}
        </Typography>
        {/* Room for the end marks' labels. */}
        <Box sx={{ px: 3 }}>
          <Slider
            aria-labelledby="ai-agent-temperature-label"
            value={values.temperature}
            min={0}
            max={1}
            step={0.1}
            marks={STYLE_MARKS}
            valueLabelDisplay="auto"
            disabled={disabled}
            onChange={(_event, value) =>
              onChange('temperature', Math.round((value as number) * 10) / 10)
            }
          />
        </Box>
        {errors.temperature ? (
          <Typography variant="caption" color="error">
            {errors.temperature}
          </Typography>
        ) : null}
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <FormControlLabel
          control={
            <Switch
              checked={values.isActive}
              disabled={disabled}
              onChange={(event) => onChange('isActive', event.target.checked)}
            />
          }
          label="Enable AI Agent"
        />
        <SettingsBadge
          label={values.isActive ? 'Active' : 'Inactive'}
          tone={values.isActive ? 'success' : 'default'}
        />
      </Grid>
    </Grid>
  );
};
