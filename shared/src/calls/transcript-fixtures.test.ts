import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scoreTranscript } from './transcript-scorer';

/**
 * Labelled transcripts (test/fixtures/transcripts/): `labelled/` were written with the rules,
 * `held-out/` after the rules were frozen, by reading like a different caller, and run once.
 */
interface Label {
  outcome: string;
  sentiment?: string;
}

const folder = (name: string) =>
  fileURLToPath(new URL(`../../../test/fixtures/transcripts/${name}/`, import.meta.url));

const casesOf = (name: string) => {
  const manifest = JSON.parse(readFileSync(`${folder(name)}manifest.json`, 'utf8')) as Record<
    string,
    Label
  >;
  return Object.entries(manifest).map(([file, label]) => ({
    file,
    label,
    text: readFileSync(`${folder(name)}${file}`, 'utf8'),
  }));
};

describe.each(['labelled', 'held-out'])('%s transcripts', (set) => {
  const cases = casesOf(set);

  it.each(cases)('$file is $label.outcome', ({ text, label }) => {
    const score = scoreTranscript(text);
    expect(score.outcome).toBe(label.outcome);
    if (label.sentiment) expect(score.sentiment).toBe(label.sentiment);
  });
});
