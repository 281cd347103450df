import {
  admin,
  member,
  type RouteDefinition,
  sending,
  uploading,
} from '../../platform/http/route-table';

/**
 * The organization's AI agent: every member reads it (the calling screen shows its name), admins
 * change it (the role matrix's `settings`). Training files go straight to the uploads bucket; a
 * document's text is read by the training-files worker.
 */
export const aiAgentRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/settings/ai-agent', 'ai-agent/get-ai-agent-settings'),
  admin('POST', '/api/settings/ai-agent', 'ai-agent/save-ai-agent-settings'),
  member('GET', '/api/settings/ai-agent/training-files', 'ai-agent/list-training-files'),
  uploading(
    admin('POST', '/api/settings/ai-agent/training-files', 'ai-agent/create-training-file'),
    'write',
  ),
  // A file that is not what its name says is removed at once (readdelete).
  uploading(
    sending(
      admin(
        'POST',
        '/api/settings/ai-agent/training-files/{id}/complete',
        'ai-agent/complete-training-file',
      ),
      'training-files',
    ),
    'readdelete',
  ),
  uploading(
    admin('DELETE', '/api/settings/ai-agent/training-files/{id}', 'ai-agent/delete-training-file'),
    'delete',
  ),
];
