import { describe, expect, it } from 'vitest';
import { cleanText, decodeText, looksLike, UnreadableFileError } from './training-file-content';

describe('a training file’s content', () => {
  it('is checked by its first bytes, not its name', () => {
    expect(looksLike('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(looksLike('pdf', Buffer.from('PK\u0003\u0004'))).toBe(false);
    expect(looksLike('docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe(true);
    expect(looksLike('docx', Buffer.from('%PDF-'))).toBe(false);
    expect(looksLike('wav', Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBe(true);
    expect(looksLike('wav', Buffer.from('RIFF\u0000\u0000\u0000\u0000AVI '))).toBe(false);
    expect(looksLike('mp3', Buffer.from('ID3\u0004'))).toBe(true);
    expect(looksLike('mp3', Buffer.from([0xff, 0xfb, 0x90]))).toBe(true);
    expect(looksLike('mp3', Buffer.from('<html>'))).toBe(false);
    expect(looksLike('txt', Buffer.from('hello'))).toBe(true);
    expect(looksLike('txt', Buffer.from([0x68, 0x00, 0x69]))).toBe(false);
    expect(looksLike('txt', Buffer.from([0xff, 0xfe, 0x68, 0x00]))).toBe(true);
  });

  it('decodes UTF-8 with or without a mark, and UTF-16 with one', () => {
    expect(decodeText(Buffer.from('\uFEFFनमस्ते Pune', 'utf8'))).toBe('नमस्ते Pune');
    expect(
      decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hi', 'utf16le')])),
    ).toBe('Hi');
    expect(() => decodeText(Buffer.from([0x41, 0xc3, 0x28]))).toThrow(UnreadableFileError);
  });

  it('is cleaned for the agent: line breaks, page marks, control characters, blank runs', () => {
    expect(cleanText('A\r\nB\rC\n\n\n\n-- 1 of 2 --\nD\u0007  \n\tE\n')).toBe('A\nB\nC\n\nD\n\tE');
  });
});
