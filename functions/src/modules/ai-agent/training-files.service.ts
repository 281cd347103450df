import {
  type CreatedTrainingFile,
  type CreateTrainingFileRequest,
  TOO_MANY_FILES_MESSAGE,
  TRAINING_FILE_LIMITS,
  TRAINING_FILE_TYPES,
  type TrainingFileView,
  trainingFileExtension,
} from '@salesflow/shared/ai-agent/training-files';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { commit } from '../../platform/data/unit-of-work';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { outboxPut, sendFromOutbox } from '../../platform/queue/outbox';
import { TRAINING_FILES_QUEUE } from '../../platform/queue-names';
import {
  deleteUpload,
  presignUpload,
  readUploadHead,
  UploadMissingError,
} from '../../platform/storage/uploads';
import { type TrainingFile, trainingObjectKey } from './ai-agent.entity';
import {
  findTrainingFile,
  listTrainingFileSlots,
  listTrainingFiles,
  TrainingFileChangedError,
  TrainingFileSlotTakenError,
  trainingFileCreateWrite,
  trainingFileDeleteWrites,
  trainingFileSlotClaimWrite,
  trainingFileSlotKeepWrite,
  trainingFileStatusWrite,
} from './ai-agent.repository';
import { looksLike } from './training-file-content';
import type { TrainingFileMessage } from './training-file-message';

/** How long the browser has to upload; an upload never completed is dropped an hour later. */
const UPLOAD_SECONDS = 15 * 60;
const PENDING_SECONDS = 60 * 60;
/** The head read to check that the file is what its name says. */
const HEAD_BYTES = 4096;

const nowSeconds = () => Math.floor(Date.now() / 1000);
const isAbandoned = (file: TrainingFile) =>
  file.status === 'uploading' && file.expire !== null && file.expire <= nowSeconds();

const notFound = () => new NotFoundError('Training file not found');

export const toTrainingFileView = (file: TrainingFile): TrainingFileView => ({
  id: file.id,
  name: file.name,
  kind: file.kind,
  size: file.size,
  status: file.status === 'uploading' ? 'uploaded' : file.status,
  extractedChars: file.extractedChars,
  error: file.error,
  uploadedAt: file.createdAt,
});

/** The organization's file (another organization's id is not found), pending or not. */
const ownFile = async (auth: AuthContext, id: string): Promise<TrainingFile> => {
  const file = await findTrainingFile(auth.organizationId, id);
  if (!file || isAbandoned(file)) throw notFound();
  return file;
};

/** GET /api/settings/ai-agent/training-files: the uploaded files, oldest first. */
export const trainingFilesOf = async (auth: AuthContext): Promise<TrainingFileView[]> =>
  (await listTrainingFiles(auth.organizationId))
    .filter((file) => file.status !== 'uploading')
    .map(toTrainingFileView);

const tooManyFiles = () =>
  new ConflictError(TOO_MANY_FILES_MESSAGE, [{ field: 'file', message: TOO_MANY_FILES_MESSAGE }]);

/**
 * The places a new file may take, in random order (so files started at once seldom try the same
 * one): those no file holds, or held by an upload whose time ran out. Files kept from before
 * places were counted take the last places, whoever reads them (there are never more of them).
 */
const freeSlots = async (organizationId: string, now: number): Promise<number[]> => {
  const [files, slots] = await Promise.all([
    listTrainingFiles(organizationId),
    listTrainingFileSlots(organizationId),
  ]);
  const unplaced = files.filter((f) => f.slot === null && !isAbandoned(f)).length;
  const taken = new Set(
    slots.filter((s) => s.expire === null || s.expire >= now).map((s) => s.slot),
  );
  const free: number[] = [];
  for (let slot = 0; slot < TRAINING_FILE_LIMITS.filesPerOrganization - unplaced; slot += 1) {
    if (!taken.has(slot)) free.push(slot);
  }
  for (let i = free.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [free[i], free[j]] = [free[j] as number, free[i] as number];
  }
  return free;
};

/**
 * POST /api/settings/ai-agent/training-files: a file record, not listed until its upload is
 * completed, and a presigned PUT under the organization's own prefix. The size and type are
 * signed, so the bucket takes no larger file than the limits allow. The file takes one of the
 * organization's places in the same transaction, so uploads started at once keep the limit.
 */
export const createTrainingFile = async (
  auth: AuthContext,
  request: CreateTrainingFileRequest,
): Promise<CreatedTrainingFile> => {
  const extension = trainingFileExtension(request.name);
  if (!extension) throw new Error('The schema lets only known extensions through');
  const free = await freeSlots(auth.organizationId, nowSeconds());
  if (free.length === 0) throw tooManyFiles();
  const id = newId();
  const now = new Date();
  const file: TrainingFile = {
    id,
    organizationId: auth.organizationId,
    name: request.name,
    extension,
    kind: TRAINING_FILE_TYPES[extension].kind,
    contentType: request.type,
    size: request.size,
    objectKey: trainingObjectKey(auth.organizationId, id, extension),
    status: 'uploading',
    extractedChars: 0,
    knowledgeChunks: 0,
    error: null,
    uploadedBy: auth.userId,
    createdAt: now.toISOString(),
    expire: nowSeconds() + PENDING_SECONDS,
    slot: null,
  };
  const upload = await presignUpload(file.objectKey, file.size, UPLOAD_SECONDS, file.contentType);
  await claimSlot(file, free);
  return {
    id,
    uploadUrl: upload.url,
    uploadHeaders: upload.headers,
    expiresAt: new Date(now.getTime() + UPLOAD_SECONDS * 1000).toISOString(),
  };
};

/** Creates the file in the first free place it wins; none left: too many files. */
const claimSlot = async (file: TrainingFile, free: readonly number[]) => {
  for (const slot of free) {
    const placed = { ...file, slot };
    try {
      await commit([
        trainingFileSlotClaimWrite(placed, nowSeconds()),
        trainingFileCreateWrite(placed),
      ]);
      return;
    } catch (error) {
      if (!(error instanceof TrainingFileSlotTakenError)) throw error;
    }
  }
  throw tooManyFiles();
};

const notWhatItSays = (file: TrainingFile) => {
  const message = `This file is not a valid ${file.extension.toUpperCase()} file`;
  return new ValidationError([{ field: 'file', message }], message);
};

/**
 * POST /api/settings/ai-agent/training-files/{id}/complete, once the PUT succeeded: the file is
 * checked to be what its name says (a file that is not is removed, and the answer is a 400); a
 * recording is then kept as it is, a document queued for its text to be read. Completing twice
 * changes nothing.
 */
export const completeTrainingFile = async (
  auth: AuthContext,
  id: string,
): Promise<TrainingFileView> => {
  const file = await ownFile(auth, id);
  if (file.status !== 'uploading') return toTrainingFileView(file);
  let head: Buffer;
  try {
    head = await readUploadHead(file.objectKey, HEAD_BYTES);
  } catch (error) {
    if (error instanceof UploadMissingError) {
      throw new ConflictError('The file has not been uploaded yet');
    }
    throw error;
  }
  if (!looksLike(file.extension, head)) {
    await commit(trainingFileDeleteWrites(file));
    await deleteUpload(file.objectKey);
    throw notWhatItSays(file);
  }
  if (file.kind === 'audio') {
    await commit([
      trainingFileStatusWrite(file, 'uploading', 'uploaded'),
      ...trainingFileSlotKeepWrite(file),
    ]);
    return toTrainingFileView({ ...file, status: 'uploaded' });
  }
  const notice = outboxPut(TRAINING_FILES_QUEUE, {
    organizationId: file.organizationId,
    fileId: file.id,
  } satisfies TrainingFileMessage);
  await commit([
    trainingFileStatusWrite(file, 'uploading', 'processing'),
    ...trainingFileSlotKeepWrite(file),
    notice.write,
  ]);
  await sendFromOutbox(notice.entry);
  return toTrainingFileView({ ...file, status: 'processing' });
};

/**
 * DELETE /api/settings/ai-agent/training-files/{id}: the file and its text go in one transaction
 * (the agent stops using it at once), then the stored object. A worker still reading it finds the
 * file gone and writes nothing.
 */
export const deleteTrainingFile = async (auth: AuthContext, id: string): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    const file = await ownFile(auth, id);
    try {
      await commit(trainingFileDeleteWrites(file));
    } catch (error) {
      if (!(error instanceof TrainingFileChangedError) || attempt >= 3) throw error;
      continue;
    }
    await deleteUpload(file.objectKey);
    return;
  }
};
