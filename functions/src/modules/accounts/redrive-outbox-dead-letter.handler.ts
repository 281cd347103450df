import { outboxDeadLetterParamSchema } from '@salesflow/shared/admin/outbox-dead-letters.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { redriveDeadLetter } from './outbox-dead-letters.service';

/** POST /api/admin/outbox/dead-letters/{id}/redrive (platform operators): send it again. */
export const handler = route({ params: outboxDeadLetterParamSchema }, async ({ auth, params }) =>
  json(200, await redriveDeadLetter(auth, params.id)),
);
