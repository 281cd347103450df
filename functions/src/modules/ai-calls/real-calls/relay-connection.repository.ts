import { db, tableName } from '../../../platform/data/dynamo-client';
import { DeleteCommand } from '../../../platform/data/dynamo-commands';
import { readItem } from '../../../platform/data/read';
import { commit, putWrite } from '../../../platform/data/unit-of-work';
import { relayConnectionKey } from '../ai-call.entity';

/**
 * A ConversationRelay WebSocket connection and the call it carries: API Gateway gives a frame its
 * connection id only, so the call is found by it. Expires a day on (a session lasts 30 minutes
 * at most; $disconnect removes it sooner).
 */

export const saveRelayConnection = (
  connectionId: string,
  call: { organizationId: string; callId: string },
) =>
  commit([
    putWrite({
      ...relayConnectionKey(connectionId),
      type: 'relayConnection',
      ...call,
      expire: Math.floor(Date.now() / 1000) + 86_400,
    }),
  ]);

export const findRelayConnection = async (
  connectionId: string,
): Promise<{ organizationId: string; callId: string } | null> => {
  const item = await readItem(relayConnectionKey(connectionId));
  return item ? { organizationId: String(item.organizationId), callId: String(item.callId) } : null;
};

export const deleteRelayConnection = async (connectionId: string) => {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: relayConnectionKey(connectionId) }),
  );
};
