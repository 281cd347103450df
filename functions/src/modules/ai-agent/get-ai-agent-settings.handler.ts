import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { aiAgentSettingsFor } from './ai-agent-settings.service';

/** GET /api/settings/ai-agent: the organization's agent, any member (the calling screen reads it). */
export const handler = route({}, async ({ auth }) => json(200, await aiAgentSettingsFor(auth)));
