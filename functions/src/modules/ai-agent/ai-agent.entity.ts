import type { AiAgentSettings } from '@salesflow/shared/ai-agent/ai-agent-settings';
import type {
  TrainingFileExtension,
  TrainingFileKind,
  TrainingFileStatus,
} from '@salesflow/shared/ai-agent/training-files';
import { AI_AGENT_PARTITION } from '../../platform/data/shared-partitions';

/**
 * Key layout of an organization's AI agent: one partition holds its settings, its training files
 * and their text (the agent's knowledge), a few dozen items at most. A document's text is cut into
 * chunks of at most KNOWLEDGE_CHUNK_CHARS, so no item nears DynamoDB's 400 KB; chunk keys follow
 * the file's id (a ULID), so the knowledge reads oldest file first. (The calling settings sit in
 * the same partition, which is therefore declared in platform/data/shared-partitions.ts.)
 */
export const aiAgentPartition = (organizationId: string) => AI_AGENT_PARTITION.key(organizationId);

export const aiAgentSettingsKey = (organizationId: string) => ({
  pk: aiAgentPartition(organizationId),
  sk: 'SETTINGS',
});

export const TRAINING_FILE_PREFIX = 'FILE#';
export const trainingFileKey = (organizationId: string, fileId: string) => ({
  pk: aiAgentPartition(organizationId),
  sk: `${TRAINING_FILE_PREFIX}${fileId}`,
});

/**
 * The organization's places for training files, one item per place taken (0 to the limit - 1),
 * naming the file that holds it: a file is created only with a place claimed in the same
 * transaction, so files started at once never pass the limit. While its file is not uploaded the
 * place carries the file's expiry: past it the place may be taken over (and the table's TTL drops
 * it); a completed file's place keeps no expiry, a deleted file's place goes with it.
 */
export const TRAINING_FILE_SLOT_PREFIX = 'SLOT#FILE#';
export const trainingFileSlotKey = (organizationId: string, slot: number) => ({
  pk: aiAgentPartition(organizationId),
  sk: `${TRAINING_FILE_SLOT_PREFIX}${String(slot).padStart(3, '0')}`,
});

export const KNOWLEDGE_PREFIX = 'KNOWLEDGE#';
/** 50,000 characters: at most 200 KB of UTF-8, half an item's limit. */
export const KNOWLEDGE_CHUNK_CHARS = 50_000;
export const knowledgeKey = (organizationId: string, fileId: string, chunk: number) => ({
  pk: aiAgentPartition(organizationId),
  sk: `${KNOWLEDGE_PREFIX}${fileId}#${String(chunk).padStart(3, '0')}`,
});

/** Where a training file is kept in the uploads bucket: under its organization's prefix. */
export const trainingObjectKey = (
  organizationId: string,
  fileId: string,
  extension: TrainingFileExtension,
) => `training/${organizationId}/${fileId}.${extension}`;

export interface StoredAiAgentSettings {
  organizationId: string;
  settings: AiAgentSettings;
  /** Bumped on every save: a save based on an older read fails and is made again on a new one. */
  version: number;
  updatedAt: string | null;
}

/** A file created but not yet uploaded: `uploading`, gone by the table's TTL if never completed. */
export type StoredTrainingFileStatus = TrainingFileStatus | 'uploading';

export interface TrainingFile {
  id: string;
  organizationId: string;
  name: string;
  extension: TrainingFileExtension;
  kind: TrainingFileKind;
  contentType: string;
  size: number;
  objectKey: string;
  status: StoredTrainingFileStatus;
  extractedChars: number;
  knowledgeChunks: number;
  error: string | null;
  uploadedBy: string;
  createdAt: string;
  /** Epoch seconds after which an upload never completed is dropped (and ignored before). */
  expire: number | null;
  /** Its place among the organization's files (null: created before places were kept). */
  slot: number | null;
}

export const toSettingsItem = (stored: StoredAiAgentSettings) => ({
  ...aiAgentSettingsKey(stored.organizationId),
  type: 'aiAgentSettings',
  organizationId: stored.organizationId,
  ...stored.settings,
  version: stored.version,
  updatedAt: stored.updatedAt,
});

export const toTrainingFileItem = (file: TrainingFile) => {
  const { expire, ...rest } = file;
  return {
    ...trainingFileKey(file.organizationId, file.id),
    type: 'aiTrainingFile',
    ...rest,
    ...(expire === null ? {} : { expire }),
  };
};

export const fromTrainingFileItem = (item: Record<string, unknown>): TrainingFile => ({
  id: String(item.id),
  organizationId: String(item.organizationId),
  name: String(item.name),
  extension: item.extension as TrainingFileExtension,
  kind: item.kind as TrainingFileKind,
  contentType: String(item.contentType),
  size: Number(item.size ?? 0),
  objectKey: String(item.objectKey),
  status: item.status as StoredTrainingFileStatus,
  extractedChars: Number(item.extractedChars ?? 0),
  knowledgeChunks: Number(item.knowledgeChunks ?? 0),
  error: typeof item.error === 'string' ? item.error : null,
  uploadedBy: String(item.uploadedBy),
  createdAt: String(item.createdAt),
  expire: typeof item.expire === 'number' ? item.expire : null,
  slot: typeof item.slot === 'number' ? item.slot : null,
});

export const toKnowledgeItem = (
  organizationId: string,
  fileId: string,
  chunk: number,
  text: string,
) => ({
  ...knowledgeKey(organizationId, fileId, chunk),
  type: 'aiKnowledge',
  fileId,
  text,
});
