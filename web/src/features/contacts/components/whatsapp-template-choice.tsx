import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WhatsAppTemplate } from '@salesflow/shared/whatsapp/whatsapp-settings';
import { useEffect, useState } from 'react';
import { useWhatsAppTemplates } from '../api/get-whatsapp-templates';

export interface TemplateSelection {
  choice: { name: string; language: string; parameters?: string[] };
  /** A template is chosen and every parameter is filled in. */
  complete: boolean;
}

export interface TemplateChoiceProps {
  onChange: (selection: TemplateSelection | null) => void;
}

const keyOf = (template: WhatsAppTemplate) => `${template.name}#${template.language}`;

/** The organization's approved templates, one to choose, with a field per {{n}} parameter. */
export const TemplateChoice = ({ onChange }: TemplateChoiceProps) => {
  const templates = useWhatsAppTemplates(true);
  const [selected, setSelected] = useState('');
  const [parameters, setParameters] = useState<string[]>([]);
  const template = templates.data?.find((t) => keyOf(t) === selected) ?? null;

  useEffect(() => {
    if (!template) return onChange(null);
    const filled = parameters.slice(0, template.parameterCount).map((p) => p.trim());
    onChange({
      choice: {
        name: template.name,
        language: template.language,
        ...(template.parameterCount ? { parameters: filled } : {}),
      },
      complete: filled.length === template.parameterCount && filled.every(Boolean),
    });
  }, [template, parameters, onChange]);

  if (templates.isPending) return <Typography variant="body2">Loading templates…</Typography>;
  if (templates.isError) {
    return (
      <Typography variant="body2" color="error">
        The templates could not be loaded. Please try again.
      </Typography>
    );
  }
  if (templates.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No approved templates yet. An admin can sync them from WhatsApp in Settings → Security.
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      <TextField
        select
        id="whatsapp-template"
        label="Template"
        value={selected}
        onChange={(event) => {
          setSelected(event.target.value);
          setParameters([]);
        }}
        fullWidth
      >
        {templates.data.map((t) => (
          <MenuItem key={keyOf(t)} value={keyOf(t)}>
            {t.name} ({t.language})
          </MenuItem>
        ))}
      </TextField>
      {template?.body ? (
        <Typography variant="body2" color="text.secondary">
          {template.body}
        </Typography>
      ) : null}
      {Array.from({ length: template?.parameterCount ?? 0 }, (_, i) => (
        <TextField
          // Positional parameters: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: positional
          key={i}
          id={`whatsapp-template-parameter-${i + 1}`}
          label={`Parameter {{${i + 1}}}`}
          value={parameters[i] ?? ''}
          onChange={(event) => {
            const next = [...parameters];
            next[i] = event.target.value;
            setParameters(next);
          }}
          required
          fullWidth
        />
      ))}
    </Stack>
  );
};
