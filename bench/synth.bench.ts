/**
 * `cdk synth --quiet`, as `npm run synth` runs it, beside `cdk ls` measured in the same run (the
 * same app, loaded and built, with nothing bundled or staged: the floor a synth cannot go under).
 * Each synth starts from an empty cdk.out (BENCH_SYNTH_WARM=1 keeps the last one, whose assets
 * need no copying). Prints each run's wall time and the load average it started under: the
 * machine is shared, so read the figures beside it. Offline; bounded runs.
 *
 *   npm run bench:synth            (BENCH_SYNTH_RUNS=1 for a quick look)
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from '../infra/lib/paths';

const RUNS = Number(process.env.BENCH_SYNTH_RUNS ?? 3);
const WARM = process.env.BENCH_SYNTH_WARM === '1';
/** A run that takes longer has hung: it is killed and the benchmark fails. */
const RUN_TIMEOUT_MS = 5 * 60_000;

const timed = (args: string[]): { seconds: number; load: number } => {
  const load = loadavg()[0] ?? 0;
  const start = performance.now();
  const run = spawnSync('npx', ['cdk', ...args], {
    cwd: repoRoot,
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: RUN_TIMEOUT_MS,
  });
  if (run.status !== 0) throw new Error(`cdk ${args.join(' ')} failed: ${run.stderr}`);
  return { seconds: (performance.now() - start) / 1000, load };
};

const rows: string[] = [];
for (let i = 1; i <= RUNS; i += 1) {
  if (!WARM) rmSync(join(repoRoot, 'cdk.out'), { recursive: true, force: true });
  const synth = timed(['synth', '--quiet']);
  const ls = timed(['ls']);
  rows.push(
    `| ${i} | ${synth.seconds.toFixed(1)} s | ${synth.load.toFixed(1)} | ${ls.seconds.toFixed(1)} s | ${(synth.seconds / ls.seconds).toFixed(1)}× |`,
  );
}
console.log(`\n### cdk synth --quiet (${WARM ? 'cdk.out kept' : 'empty cdk.out'}, ${RUNS} runs)\n`);
console.log('| run | synth | load (1 min) before | cdk ls | synth / ls |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
