import * as z from 'zod/mini';
import { textProblem } from '../text/text-fields';

/**
 * The AI agent's training files. Documents (PDF, DOCX, TXT) have their text read and become the
 * agent's knowledge; recordings (MP3, WAV) are kept for reference: there is no speech-to-text yet.
 */
export type TrainingFileKind = 'audio' | 'document';

export const TRAINING_FILE_TYPES = {
  mp3: { kind: 'audio', contentTypes: ['audio/mpeg', 'audio/mp3'] },
  wav: {
    kind: 'audio',
    contentTypes: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  },
  pdf: { kind: 'document', contentTypes: ['application/pdf'] },
  docx: {
    kind: 'document',
    contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
  txt: { kind: 'document', contentTypes: ['text/plain'] },
} as const satisfies Record<string, { kind: TrainingFileKind; contentTypes: readonly string[] }>;
export type TrainingFileExtension = keyof typeof TRAINING_FILE_TYPES;

export const TRAINING_FILE_LIMITS = {
  audioBytes: 25 * 1024 * 1024,
  documentBytes: 10 * 1024 * 1024,
  filesPerOrganization: 20,
  /** Text kept from one document, and from all of an organization's documents together. */
  charsPerFile: 100_000,
  charsPerOrganization: 400_000,
  name: 200,
} as const;

export const TRAINING_FILE_STATUSES = ['uploaded', 'processing', 'ready', 'failed'] as const;
export type TrainingFileStatus = (typeof TRAINING_FILE_STATUSES)[number];

/** `name.pdf` → `pdf`; null for a type we do not take. */
export const trainingFileExtension = (name: string): TrainingFileExtension | null => {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return extension && extension in TRAINING_FILE_TYPES
    ? (extension as TrainingFileExtension)
    : null;
};

/** The content type a file of this extension is uploaded with when the browser names none. */
export const defaultContentType = (extension: TrainingFileExtension): string =>
  TRAINING_FILE_TYPES[extension].contentTypes[0];

export const maxBytesOf = (kind: TrainingFileKind) =>
  kind === 'audio' ? TRAINING_FILE_LIMITS.audioBytes : TRAINING_FILE_LIMITS.documentBytes;

export const TRAINING_FILE_TYPE_MESSAGE =
  'Upload an MP3 or WAV recording, or a PDF, DOCX or TXT document';
export const AUDIO_TOO_LARGE_MESSAGE = 'Recordings may be at most 25 MB';
export const DOCUMENT_TOO_LARGE_MESSAGE = 'Documents may be at most 10 MB';
export const TOO_MANY_FILES_MESSAGE =
  'An organization may keep at most 20 training files: delete one first';

/**
 * POST /api/settings/ai-agent/training-files: the file about to be uploaded. Its extension and
 * content type must agree, and its size be within its kind's limit.
 */
export const createTrainingFileSchema = z
  .strictObject({
    name: z
      .string({ error: 'File name is required' })
      .check(
        z.trim(),
        z.minLength(1, 'File name is required'),
        z.maxLength(TRAINING_FILE_LIMITS.name, 'File name must be at most 200 characters'),
      ),
    type: z.string({ error: 'File type is required' }).check(z.trim(), z.toLowerCase()),
    size: z
      .number({ error: 'Size must be a number of bytes' })
      .check(z.int('Size must be a number of bytes'), z.minimum(1, 'The file is empty')),
  })
  .check(
    z.superRefine((file, ctx) => {
      const problem = textProblem(file.name);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['name'], input: file });
      const extension = trainingFileExtension(file.name);
      if (!extension) {
        ctx.addIssue({
          code: 'custom',
          message: TRAINING_FILE_TYPE_MESSAGE,
          path: ['name'],
          input: file,
        });
        return;
      }
      const { kind, contentTypes } = TRAINING_FILE_TYPES[extension];
      if (!(contentTypes as readonly string[]).includes(file.type)) {
        ctx.addIssue({
          code: 'custom',
          message: `A .${extension} file must be of type ${contentTypes.join(' or ')}`,
          path: ['type'],
          input: file,
        });
      }
      if (file.size > maxBytesOf(kind)) {
        ctx.addIssue({
          code: 'custom',
          message: kind === 'audio' ? AUDIO_TOO_LARGE_MESSAGE : DOCUMENT_TOO_LARGE_MESSAGE,
          path: ['size'],
          input: file,
        });
      }
    }),
  );
export type CreateTrainingFileRequest = z.infer<typeof createTrainingFileSchema>;

export const trainingFileIdSchema = z.object({
  id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Training file not found')),
});

/** One file as the list shows it. */
export interface TrainingFileView {
  id: string;
  name: string;
  kind: TrainingFileKind;
  size: number;
  status: TrainingFileStatus;
  /** Characters of text kept as the agent's knowledge (documents, once ready). */
  extractedChars: number;
  /** Why a file failed, in words for the user. */
  error: string | null;
  uploadedAt: string;
}

/** The POST's answer: the file (not listed until its upload is completed) and where to PUT it. */
export interface CreatedTrainingFile {
  id: string;
  uploadUrl: string;
  uploadHeaders: Record<string, string>;
  expiresAt: string;
}
