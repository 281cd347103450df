import type { AiCall } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { TranscriptLine } from '@salesflow/shared/ai-calls/demo-conversation';
import { parseTranscript } from '@salesflow/shared/calls/transcript';
import { useQuery } from '@tanstack/react-query';
import { aiCallQueryOptions } from '../api/get-ai-call';
import { FOLLOW_CALL_EVERY_MS } from '../utils/call-constants';
import { isLive } from '../utils/real-call-status';

/** The first AI message of a real call, until the phone network has it (document 1, §4). */
export const REAL_CALL_FIRST_LINE: TranscriptLine = {
  speaker: 'ai',
  message: 'Initiating call connection...',
};

/**
 * What the panel shows of a real call: "Initiating call connection..." until it is placed, then
 * the transcript as it grows (none yet: the panel says "Connecting call...").
 */
export const realCallLines = (record: AiCall | undefined): TranscriptLine[] =>
  !record || record.status === 'queued'
    ? [REAL_CALL_FIRST_LINE]
    : parseTranscript(record.transcript ?? '').map(({ speaker, message }) => ({
        speaker,
        message,
      }));

/** Seconds since the call was answered (its startedAt); 0 before. */
export const realCallSeconds = (record: AiCall | undefined, now = Date.now()): number =>
  record?.startedAt ? Math.max(0, Math.floor((now - Date.parse(record.startedAt)) / 1000)) : 0;

/**
 * A real call's record, read about once a second while it is queued or calling (the panel is open
 * only while this hook has an id); it stops once the call ends.
 */
export const useFollowedCall = (id: string | null) =>
  useQuery({
    ...aiCallQueryOptions(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => {
      const record = query.state.data;
      return !record || isLive(record.status) ? FOLLOW_CALL_EVERY_MS : false;
    },
  });
