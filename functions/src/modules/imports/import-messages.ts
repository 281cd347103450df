import type { MappedRow } from '@salesflow/shared/imports/import-row';
import * as z from 'zod/mini';

/** import-files: a job whose file is to be read. */
export const importFileMessageSchema = z.object({
  organizationId: z.string(),
  jobId: z.string(),
});
export type ImportFileMessage = z.infer<typeof importFileMessageSchema>;

/**
 * One row as the file worker read it: its fields under the mapping (name and email checked; the
 * chunk worker checks the whole row by the contact form's rules), or why the row was refused.
 */
export type ChunkRow =
  | {
      row: number;
      input: MappedRow['input'];
      assignedTo: string | null;
      /** An earlier row of the file had this phone: imported, and said so. */
      phoneOf?: number;
      notes?: string[];
      /** The plan had no room for it when the file was read: kept as a held lead, and why. */
      hold?: string;
    }
  | { row: number; error: string };

/** import-chunks: rows of a job to write, the same rows on every delivery. */
export interface ImportChunkMessage {
  organizationId: string;
  jobId: string;
  chunk: number;
  rows: ChunkRow[];
}

export const importChunkMessageSchema = z.object({
  organizationId: z.string(),
  jobId: z.string(),
  chunk: z.number().check(z.int(), z.minimum(0)),
  rows: z.array(z.looseObject({ row: z.number() })),
});

/** The message as its sender made it (the rows were checked by the file worker). */
export const parseChunkMessage = (body: string): ImportChunkMessage =>
  importChunkMessageSchema.parse(JSON.parse(body)) as unknown as ImportChunkMessage;
