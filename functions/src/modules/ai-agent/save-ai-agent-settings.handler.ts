import { aiAgentSettingsSchema } from '@salesflow/shared/ai-agent/ai-agent-settings';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { saveAiAgentSettings } from './ai-agent-settings.service';

/** POST /api/settings/ai-agent: the full settings object (admins and the owner). */
export const handler = route({ body: aiAgentSettingsSchema }, async ({ auth, body }) =>
  json(200, await saveAiAgentSettings(auth, body)),
);
