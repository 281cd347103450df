import { outboxDeadLettersQuerySchema } from '@salesflow/shared/admin/outbox-dead-letters.schema';
import { json } from '../../platform/http/http-result';
import { route } from '../../platform/http/route';
import { outboxDeadLetters } from './outbox-dead-letters.service';

/** GET /api/admin/outbox/dead-letters?limit= (platform operators): messages no queue took. */
export const handler = route({ query: outboxDeadLettersQuerySchema }, async ({ query }) =>
  json(200, await outboxDeadLetters(query.limit)),
);
