import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTranscript } from '../shared/src/calls/transcript';
import { scoreTranscript } from '../shared/src/calls/transcript-scorer';

/**
 * The built-in transcript scorer on the labelled transcripts (a normal call each) and on a 1 MB
 * transcript, beside parsing the same text alone (the baseline, measured in the same run), and
 * its accuracy on the labelled sets (outcome, and sentiment where labelled).
 * No local stack: pure shared code. `npx tsx bench/transcript-scorer.bench.ts`
 */
const dir = (set: string) =>
  fileURLToPath(new URL(`../test/fixtures/transcripts/${set}/`, import.meta.url));
const calls = ['labelled', 'held-out'].flatMap((set) =>
  readdirSync(dir(set))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => readFileSync(`${dir(set)}${f}`, 'utf8')),
);
const turn = 'AI: Here is more about our plans.\nLead: Hmm okay, go on, how much is it per user?\n';
const huge = `${turn.repeat(Math.ceil(1_000_000 / turn.length))}Lead: Call me next week.`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Median milliseconds per run of `work` over all the texts, after a warm-up. */
const time = (texts: string[], work: (text: string) => unknown, rounds: number) => {
  for (const text of texts) work(text);
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const text of texts) {
      const start = process.hrtime.bigint();
      work(text);
      samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return median(samples);
};

const row = (name: string, texts: string[], rounds: number) => {
  const scored = time(texts, scoreTranscript, rounds);
  const parsed = time(texts, parseTranscript, rounds);
  return `| ${name} | ${scored.toFixed(3)} ms | ${parsed.toFixed(3)} ms | ${(scored / parsed).toFixed(1)}x |`;
};

console.log(
  `Transcript scorer (${new Date().toISOString().slice(0, 10)}, Node ${process.version})\n`,
);
console.log('| transcript | scoreTranscript median | parseTranscript median (baseline) | ratio |');
console.log('|---|---|---|---|');
console.log(row(`a normal call (${calls.length} labelled transcripts)`, calls, 50));
console.log(row(`1 MB (${huge.length.toLocaleString('en')} characters)`, [huge], 5));

const accuracy = (set: string) => {
  const labels = JSON.parse(readFileSync(`${dir(set)}manifest.json`, 'utf8')) as Record<
    string,
    { outcome: string; sentiment?: string }
  >;
  let outcomes = 0;
  let sentiments = 0;
  let labelledSentiments = 0;
  for (const [file, label] of Object.entries(labels)) {
    const score = scoreTranscript(readFileSync(`${dir(set)}${file}`, 'utf8'));
    if (score.outcome === label.outcome) outcomes += 1;
    if (label.sentiment) {
      labelledSentiments += 1;
      if (score.sentiment === label.sentiment) sentiments += 1;
    }
  }
  const total = Object.keys(labels).length;
  const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);
  return `| ${set} | ${outcomes}/${total} (${pct(outcomes, total)}) | ${sentiments}/${labelledSentiments} (${pct(sentiments, labelledSentiments)}) |`;
};

console.log('\n| set | outcome accuracy | sentiment accuracy |');
console.log('|---|---|---|');
console.log(accuracy('labelled'));
console.log(accuracy('held-out'));
