import { TRAINING_FILE_LIMITS } from '@salesflow/shared/ai-agent/training-files';
import { commit } from '../../platform/data/unit-of-work';
import { logger } from '../../platform/logger';
import { readUploadStream, UploadMissingError } from '../../platform/storage/uploads';
import { KNOWLEDGE_CHUNK_CHARS, type TrainingFile } from './ai-agent.entity';
import {
  findTrainingFile,
  knowledgeWrites,
  listTrainingFiles,
  TrainingFileChangedError,
  trainingFileStatusWrite,
} from './ai-agent.repository';
import { extractText, UnreadableFileError } from './training-file-content';
import type { TrainingFileMessage } from './training-file-message';

const NO_TEXT =
  'No text was found in this document. A scanned PDF needs text recognition, which is not available yet';
const KNOWLEDGE_FULL =
  "The agent's knowledge is full (400,000 characters): delete a document to make room";

const readAll = async (key: string): Promise<Buffer> => {
  const { stream } = await readUploadStream(key);
  const parts: Buffer[] = [];
  let bytes = 0;
  for await (const part of stream) {
    parts.push(part as Buffer);
    bytes += (part as Buffer).length;
    // The presigned PUT signed the size; this guards the worker's memory all the same.
    if (bytes > TRAINING_FILE_LIMITS.documentBytes) {
      stream.destroy();
      throw new UnreadableFileError('Documents may be at most 10 MB');
    }
  }
  return Buffer.concat(parts);
};

/** Text, cut to the room left: per file, and what the organization's other documents leave. */
const roomFor = async (file: TrainingFile): Promise<number> => {
  const others = (await listTrainingFiles(file.organizationId))
    .filter((other) => other.id !== file.id && other.status === 'ready')
    .reduce((sum, other) => sum + other.extractedChars, 0);
  return Math.min(
    TRAINING_FILE_LIMITS.charsPerFile,
    TRAINING_FILE_LIMITS.charsPerOrganization - others,
  );
};

const chunksOf = (text: string): string[] => {
  const chunks: string[] = [];
  for (let at = 0; at < text.length; at += KNOWLEDGE_CHUNK_CHARS) {
    chunks.push(text.slice(at, at + KNOWLEDGE_CHUNK_CHARS));
  }
  return chunks;
};

/** Ends a file as failed with a reason; one deleted or finished meanwhile is left alone. */
export const failTrainingFile = async (file: TrainingFile, reason: string) => {
  try {
    await commit([trainingFileStatusWrite(file, 'processing', 'failed', { error: reason })]);
  } catch (error) {
    if (!(error instanceof TrainingFileChangedError)) throw error;
  }
};

/**
 * The training-files worker's work: read the document, keep its text as the agent's knowledge
 * and mark it ready, in one transaction. A document that cannot be read fails with a reason and
 * is not retried. A repeated message, or one for a file deleted meanwhile, changes nothing.
 */
export const processTrainingFile = async ({ organizationId, fileId }: TrainingFileMessage) => {
  const file = await findTrainingFile(organizationId, fileId);
  if (file?.status !== 'processing') return;
  let text: string;
  try {
    text = await extractText(file.extension, await readAll(file.objectKey));
  } catch (error) {
    if (error instanceof UploadMissingError) {
      return failTrainingFile(file, 'The file is no longer stored: upload it again');
    }
    if (!(error instanceof UnreadableFileError)) throw error;
    logger.info('training file unreadable', { trainingFileId: file.id, reason: error.message });
    return failTrainingFile(file, error.message);
  }
  if (!text) return failTrainingFile(file, NO_TEXT);
  const room = await roomFor(file);
  if (room <= 0) return failTrainingFile(file, KNOWLEDGE_FULL);
  const kept = text.slice(0, room);
  const chunks = chunksOf(kept);
  try {
    await commit([
      trainingFileStatusWrite(file, 'processing', 'ready', {
        extractedChars: kept.length,
        knowledgeChunks: chunks.length,
        error: null,
      }),
      ...knowledgeWrites(file, chunks),
    ]);
  } catch (error) {
    if (!(error instanceof TrainingFileChangedError)) throw error;
  }
};
