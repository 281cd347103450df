import * as z from 'zod/mini';

/** training-files: a document whose text is to be read into the agent's knowledge. */
export const trainingFileMessageSchema = z.object({
  organizationId: z.string(),
  fileId: z.string(),
});
export type TrainingFileMessage = z.infer<typeof trainingFileMessageSchema>;
