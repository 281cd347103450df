import { db, tableName } from '../../../platform/data/dynamo-client';
import {
  ConditionalCheckFailedException,
  PutCommand,
  type PutCommandInput,
} from '../../../platform/data/dynamo-commands';
import { keyShape } from '../../../platform/data/key-shape';
import { readItem, readPage } from '../../../platform/data/read';
import { type LevelFrame, NEW_TURN_STATE, type TurnState } from './stream-turns';

/**
 * An Exotel AgentStream session's working state, by its connection (API Gateway hands each frame
 * its connection id only): the lead's audio frames as they came (`F#<seq>`, for the turn that
 * holds them to be heard), the turn-taking state the frames are folded into (`STATE`, versioned:
 * frames are handled concurrently), and what the agent is saying (`AGENT`). An hour's TTL: a
 * call lasts 30 minutes at most, and the audio is not kept. Each write is one item on its own, a
 * plain PutItem: a frame's handler makes two of them before the lead's turn can be heard, and a
 * transaction of one item costs twice the write units and more time for nothing.
 */
export const STREAM_PARTITION = keyShape('STREAM#<connection>');
const FRAME = 'F#';
const TTL_SECONDS = 3600;
const expire = () => Math.floor(Date.now() / 1000) + TTL_SECONDS;
const seqKey = (seq: number) => `${FRAME}${String(seq).padStart(9, '0')}`;

export interface StoredFrame extends LevelFrame {
  pcm?: Buffer;
}

const put = async (
  item: Record<string, unknown>,
  condition?: Pick<
    PutCommandInput,
    'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
  >,
): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: item, ...condition }));
};

export const saveFrame = (connectionId: string, frame: Required<StoredFrame>) =>
  put({
    pk: STREAM_PARTITION.key(connectionId),
    sk: seqKey(frame.seq),
    type: 'streamFrame',
    seq: frame.seq,
    level: frame.level,
    ms: frame.ms,
    pcm: frame.pcm,
    expire: expire(),
  });

const asBuffer = (value: unknown): Buffer =>
  value instanceof Uint8Array ? Buffer.from(value) : Buffer.alloc(0);

/** Frames from `fromSeq` to `toSeq` (both included), in order; their audio only when asked. */
export const readFrames = async (
  connectionId: string,
  fromSeq: number,
  toSeq: number,
  withAudio: boolean,
): Promise<StoredFrame[]> => {
  const out: StoredFrame[] = [];
  let cursor: Record<string, unknown> | null = null;
  do {
    const page = await readPage({
      pk: STREAM_PARTITION.key(connectionId),
      between: [seqKey(Math.max(0, fromSeq)), seqKey(toSeq)],
      attributes: withAudio ? ['seq', 'level', 'ms', 'pcm'] : ['seq', 'level', 'ms'],
      cursor,
    });
    for (const item of page.items) {
      out.push({
        seq: Number(item.seq),
        level: Number(item.level),
        ms: Number(item.ms),
        ...(withAudio ? { pcm: asBuffer(item.pcm) } : {}),
      });
    }
    cursor = page.next;
  } while (cursor);
  return out;
};

export interface StreamState {
  turns: TurnState;
  streamSid: string;
  version: number;
}

const stateKey = (connectionId: string) => ({
  pk: STREAM_PARTITION.key(connectionId),
  sk: 'STATE',
});

export const readStreamState = async (connectionId: string): Promise<StreamState> => {
  const item = await readItem(stateKey(connectionId));
  if (!item) return { turns: NEW_TURN_STATE, streamSid: '', version: 0 };
  return {
    turns: { ...NEW_TURN_STATE, ...(item.turns as Partial<TurnState>) },
    streamSid: String(item.streamSid ?? ''),
    version: Number(item.version ?? 0),
  };
};

/** Saves the state over the version read; false when another frame's handler saved first. */
export const saveStreamState = async (
  connectionId: string,
  state: StreamState,
): Promise<boolean> => {
  try {
    await put(
      {
        ...stateKey(connectionId),
        type: 'streamState',
        turns: state.turns,
        streamSid: state.streamSid,
        version: state.version + 1,
        expire: expire(),
      },
      state.version === 0
        ? { ConditionExpression: 'attribute_not_exists(pk)' }
        : {
            ConditionExpression: '#version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':version': state.version },
          },
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/** What the agent is saying: its reply's key, and until when its audio plays (epoch ms). */
export interface AgentSpeech {
  replyKey: number;
  until: number;
}

const agentKey = (connectionId: string) => ({
  pk: STREAM_PARTITION.key(connectionId),
  sk: 'AGENT',
});

export const readAgentSpeech = async (connectionId: string): Promise<AgentSpeech | null> => {
  const item = await readItem(agentKey(connectionId));
  return item ? { replyKey: Number(item.replyKey), until: Number(item.until) } : null;
};

export const saveAgentSpeech = (connectionId: string, speech: AgentSpeech) =>
  put({ ...agentKey(connectionId), type: 'streamAgent', ...speech, expire: expire() });
