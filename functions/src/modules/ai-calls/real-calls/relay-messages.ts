import * as z from 'zod/mini';

/**
 * What ConversationRelay sends over the WebSocket (Twilio's documented messages); anything else
 * is logged and ignored.
 */
export const relayMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('setup'),
    callSid: z.optional(z.string()),
    sessionId: z.optional(z.string()),
    customParameters: z.optional(z.record(z.string(), z.string())),
  }),
  z.object({
    type: z.literal('prompt'),
    voicePrompt: z.string(),
    lang: z.optional(z.string()),
    last: z.optional(z.boolean()),
  }),
  z.object({
    type: z.literal('interrupt'),
    utteranceUntilInterrupt: z.optional(z.string()),
    durationUntilInterruptMs: z.optional(z.number()),
  }),
  z.object({ type: z.literal('dtmf'), digit: z.string() }),
  z.object({ type: z.literal('error'), description: z.optional(z.string()) }),
]);
export type RelayMessage = z.infer<typeof relayMessageSchema>;

/** What we send: spoken text as it comes (`last` ends the turn), and the end of the session. */
export const textFrame = (token: string, last: boolean) =>
  JSON.stringify({ type: 'text', token, last });
export const endFrame = (reason: string) =>
  JSON.stringify({ type: 'end', handoffData: JSON.stringify({ reason }) });
