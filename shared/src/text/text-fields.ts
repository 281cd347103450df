import * as z from 'zod/mini';

/**
 * Characters no text field keeps: C0 and C1 control characters and DEL (tab and newline are
 * allowed in multi-line fields), and lone UTF-16 surrogates, which are not text at all.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
export const INVALID_TEXT_MESSAGE = 'Contains characters that are not valid text';

export type TextLines = 'single' | 'multi';

/** Why `value` is not acceptable text, or null when it is. */
export const textProblem = (value: string, lines: TextLines = 'single'): string | null => {
  if (LONE_SURROGATE.test(value)) return INVALID_TEXT_MESSAGE;
  const control = lines === 'multi' ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE;
  return control.test(value) ? CONTROL_CHARACTER_MESSAGE : null;
};

/** The checks every text field runs after trimming: for a schema that builds its own string. */
export const cleanText = (lines: TextLines) =>
  z.superRefine<string>((value, ctx) => {
    const problem = textProblem(value, lines);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/** Optional free text: trims, turns "" into null, bounds the length, refuses control characters. */
export const optionalText = (max: number, lines: TextLines = 'single') =>
  z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.null()])),
      z.transform((value) => {
        const trimmed = value?.trim();
        return trimmed ? trimmed : null;
      }),
    ),
    z.nullable(
      z.string().check(z.maxLength(max, `Must be at most ${max} characters`), cleanText(lines)),
    ),
  );

/** Required text: trimmed, at least one character, at most `max`, no control characters. */
export const requiredText = (label: string, max: number, lines: TextLines = 'single') =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      cleanText(lines),
    );
