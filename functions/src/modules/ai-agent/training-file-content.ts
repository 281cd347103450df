import type { TrainingFileExtension } from '@salesflow/shared/ai-agent/training-files';

/**
 * Whether the first bytes of a file are those of its type: the name and the browser's content
 * type are the user's word, the bytes are the file's.
 */
export const looksLike = (extension: TrainingFileExtension, head: Buffer): boolean => {
  switch (extension) {
    case 'pdf':
      return head.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'docx':
      // A DOCX is a ZIP archive.
      return head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    case 'wav':
      return (
        head.subarray(0, 4).toString('latin1') === 'RIFF' &&
        head.subarray(8, 12).toString('latin1') === 'WAVE'
      );
    case 'mp3':
      // An ID3 tag, or straight away an MPEG audio frame (11 sync bits).
      return (
        head.subarray(0, 3).toString('latin1') === 'ID3' ||
        (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)
      );
    case 'txt':
      return head.length > 0 && (isUtf16(head) || !head.includes(0));
  }
};

const isUtf16 = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);

/** A file whose text cannot be read: the reason is shown to the user as it is. */
export class UnreadableFileError extends Error {}

/**
 * A text file's text: UTF-8 (with or without a byte-order mark), or UTF-16 with its mark (what
 * Windows Notepad saves as "Unicode").
 */
export const decodeText = (bytes: Buffer): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // TextDecoder drops a UTF-8 byte-order mark itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableFileError(
      'This text file is not UTF-8: save it as UTF-8 and upload it again',
    );
  }
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** pdf-parse's page separators ("-- 1 of 3 --"), not part of the document. */
const PAGE_MARK = /^-- \d+ of \d+ --$/gm;

/** Text as the agent reads it: plain line breaks, no control characters, no runs of blank lines. */
export const cleanText = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(PAGE_MARK, '')
    .replace(CONTROL, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const pdfText = async (bytes: Buffer): Promise<string> => {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } catch (error) {
    const name = (error as Error).name;
    throw new UnreadableFileError(
      name === 'PasswordException'
        ? 'This PDF is protected by a password: upload a copy without one'
        : 'This PDF could not be read: it may be damaged. Save it again as PDF and upload it',
    );
  } finally {
    await parser.destroy().catch(() => undefined);
  }
};

const docxText = async (bytes: Buffer): Promise<string> => {
  const { default: mammoth } = await import('mammoth');
  try {
    return (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    throw new UnreadableFileError(
      'This DOCX file could not be read: it may be damaged. Save it again from Word and upload it',
    );
  }
};

/** A document's text, cleaned; throws UnreadableFileError with a reason for the user. */
export const extractText = async (
  extension: TrainingFileExtension,
  bytes: Buffer,
): Promise<string> => {
  const raw =
    extension === 'pdf'
      ? await pdfText(bytes)
      : extension === 'docx'
        ? await docxText(bytes)
        : decodeText(bytes);
  return cleanText(raw);
};
