import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { scoreTranscript } from '../src/calls/transcript-scorer';

/**
 * `npm run --silent score-transcript -- FILE`: one JSON line, `{"outcome","sentiment","aiScore",
 * "confidence"}`, for the transcript in FILE. npm runs scripts from the root, so a relative FILE
 * is read from where npm was started (INIT_CWD).
 */
const file = process.argv[2];
if (!file) {
  process.stderr.write('Usage: npm run --silent score-transcript -- FILE\n');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Cannot read the transcript file ${file}: ${reason}\n`);
  process.exit(1);
}
const { outcome, sentiment, aiScore, confidence } = scoreTranscript(text);
process.stdout.write(`${JSON.stringify({ outcome, sentiment, aiScore, confidence })}\n`);
