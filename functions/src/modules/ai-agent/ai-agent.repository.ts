import { type Key, readItem, readPage, readRange, TOP } from '../../platform/data/read';
import { deleteWrite, putWrite, setWrite, type Write } from '../../platform/data/unit-of-work';
import { ConflictError } from '../../platform/errors';
import {
  aiAgentPartition,
  aiAgentSettingsKey,
  fromTrainingFileItem,
  KNOWLEDGE_CHUNK_CHARS,
  KNOWLEDGE_PREFIX,
  knowledgeKey,
  type StoredAiAgentSettings,
  type StoredTrainingFileStatus,
  TRAINING_FILE_PREFIX,
  TRAINING_FILE_SLOT_PREFIX,
  type TrainingFile,
  toKnowledgeItem,
  toSettingsItem,
  toTrainingFileItem,
  trainingFileKey,
  trainingFileSlotKey,
} from './ai-agent.entity';

/** Saved on a read that another save has overtaken: read again and make the change anew. */
export class AiAgentSettingsChangedError extends ConflictError {
  constructor() {
    super('The AI agent settings were changed elsewhere. Reload and try again.');
  }
}

/** The settings item's fields as stored (the service merges them over the defaults). */
export const readAiAgentSettings = async (
  organizationId: string,
): Promise<{ stored: Record<string, unknown>; version: number; updatedAt: string | null }> => {
  const item = await readItem(aiAgentSettingsKey(organizationId));
  return {
    stored: item ?? {},
    version: Number(item?.version ?? 0),
    updatedAt: typeof item?.updatedAt === 'string' ? item.updatedAt : null,
  };
};

/** `next` replaces the settings as read (version `previousVersion`; 0 when there were none). */
export const aiAgentSettingsSaveWrite = (
  previousVersion: number,
  next: StoredAiAgentSettings,
): Write =>
  putWrite(
    toSettingsItem(next),
    previousVersion === 0
      ? { expression: 'attribute_not_exists(pk)', error: () => new AiAgentSettingsChangedError() }
      : {
          expression: 'version = :was',
          values: { ':was': previousVersion },
          error: () => new AiAgentSettingsChangedError(),
        },
  );

/** Every training file of the organization (at most a few dozen items), oldest first. */
export const listTrainingFiles = async (organizationId: string): Promise<TrainingFile[]> =>
  (await readRange(aiAgentPartition(organizationId), TRAINING_FILE_PREFIX)).map(
    fromTrainingFileItem,
  );

export const findTrainingFile = async (
  organizationId: string,
  fileId: string,
): Promise<TrainingFile | null> => {
  const item = await readItem(trainingFileKey(organizationId, fileId));
  return item ? fromTrainingFileItem(item) : null;
};

/** The places among the organization's files, each with its file and expiry (null: kept). */
export const listTrainingFileSlots = async (
  organizationId: string,
): Promise<{ slot: number; fileId: string; expire: number | null }[]> =>
  (await readRange(aiAgentPartition(organizationId), TRAINING_FILE_SLOT_PREFIX)).map((item) => ({
    slot: Number(item.slot),
    fileId: String(item.fileId),
    expire: typeof item.expire === 'number' ? item.expire : null,
  }));

/** The place was taken by another file meanwhile: try another. */
export class TrainingFileSlotTakenError extends Error {}

/**
 * The file's place, claimed with the file's expiry: free, or held by an upload whose time ran out
 * (`now`, epoch seconds), so two live files never take one place.
 */
export const trainingFileSlotClaimWrite = (
  file: TrainingFile & { slot: number },
  now: number,
): Write =>
  putWrite(
    {
      ...trainingFileSlotKey(file.organizationId, file.slot),
      type: 'aiTrainingFileSlot',
      slot: file.slot,
      fileId: file.id,
      ...(file.expire === null ? {} : { expire: file.expire }),
    },
    {
      expression: 'attribute_not_exists(pk) OR #expire < :now',
      names: { '#expire': 'expire' },
      values: { ':now': now },
      error: () => new TrainingFileSlotTakenError(),
    },
  );

/**
 * The uploaded file keeps its place for good (no expiry), if it still holds it: an upload
 * completed after its time may have lost it to another.
 */
export const trainingFileSlotKeepWrite = (file: TrainingFile): Write[] =>
  file.slot === null
    ? []
    : [
        setWrite(
          trainingFileSlotKey(file.organizationId, file.slot),
          { remove: ['expire'] },
          {
            expression: 'fileId = :id',
            values: { ':id': file.id },
            error: () => new TrainingFileChangedError(),
          },
        ),
      ];

export const trainingFileCreateWrite = (file: TrainingFile): Write =>
  putWrite(toTrainingFileItem(file), {
    expression: 'attribute_not_exists(pk)',
    error: () => new ConflictError('This training file already exists'),
  });

export class TrainingFileChangedError extends ConflictError {
  constructor() {
    super('This training file was changed or deleted meanwhile');
  }
}
const changed = () => new TrainingFileChangedError();

/** The file moves from `from` to `to` (and keeps no expiry once uploaded); refused otherwise. */
export const trainingFileStatusWrite = (
  file: TrainingFile,
  from: StoredTrainingFileStatus,
  to: StoredTrainingFileStatus,
  set: Record<string, unknown> = {},
): Write =>
  setWrite(
    trainingFileKey(file.organizationId, file.id),
    { set: { status: to, ...set }, remove: ['expire'] },
    {
      expression: 'attribute_exists(pk) AND #status = :from',
      names: { '#status': 'status' },
      values: { ':from': from },
      error: changed,
    },
  );

/** The document's text, in chunks, and the file ready: one transaction, so both or neither. */
export const knowledgeWrites = (file: TrainingFile, chunks: readonly string[]): Write[] =>
  chunks.map((text, index) => putWrite(toKnowledgeItem(file.organizationId, file.id, index, text)));

/**
 * The file and every chunk of its text, as read: a file whose status moved meanwhile (its text
 * written) fails with TrainingFileChangedError, and is read again.
 */
export const trainingFileDeleteWrites = (file: TrainingFile): Write[] => [
  deleteWrite(trainingFileKey(file.organizationId, file.id), {
    expression: 'attribute_exists(pk) AND #status = :status',
    names: { '#status': 'status' },
    values: { ':status': file.status },
    error: () => new TrainingFileChangedError(),
  }),
  ...Array.from({ length: file.knowledgeChunks }, (_, index) =>
    deleteWrite(knowledgeKey(file.organizationId, file.id, index)),
  ),
  // Its place is free again, unless another file took it over (this one was abandoned).
  ...(file.slot === null
    ? []
    : [
        deleteWrite(trainingFileSlotKey(file.organizationId, file.slot), {
          expression: 'fileId = :id',
          values: { ':id': file.id },
          error: () => new TrainingFileChangedError(),
        }),
      ]),
];

/**
 * The organization's knowledge, oldest file first, until `maxChars` are read: only as many
 * chunks are read as the caller can use.
 */
export const readKnowledgeChunks = async (
  organizationId: string,
  maxChars: number,
): Promise<{ fileId: string; text: string }[]> => {
  const chunks: { fileId: string; text: string }[] = [];
  let chars = 0;
  let cursor: Key | null = null;
  do {
    const page = await readPage({
      pk: aiAgentPartition(organizationId),
      between: [KNOWLEDGE_PREFIX, `${KNOWLEDGE_PREFIX}${TOP}`],
      // As many chunks as could still be needed (a file's last chunk may be short).
      limit: Math.min(8, Math.max(1, Math.ceil((maxChars - chars) / KNOWLEDGE_CHUNK_CHARS))),
      cursor,
      consistent: false,
    });
    for (const item of page.items) {
      const text = String(item.text ?? '');
      chunks.push({ fileId: String(item.fileId), text });
      chars += text.length;
    }
    cursor = page.next;
  } while (cursor && chars < maxChars);
  return chunks;
};
