/**
 * Cold starts: three representative API functions, picked from the route table by route key and
 * bundled with the deployed esbuild options (infra/lib/bundling.ts), beside a hello-world handler
 * bundled the same way. Each sample is a fresh Node process (bench/cold-start-driver.mjs) that
 * imports the bundle and invokes its handler once against the local stack (DynamoDB Local, the
 * local SQS and sign-in provider). Prints medians and the ratio against the hello-world measured
 * in the same run. Loopback only; bounded loops.
 *
 *   npm run bench:cold-start        (BENCH_COLD_RUNS=3 for a quick look)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ROUTE_ROW_ENV, routeRowValue } from '@salesflow/functions/platform/http/route-rows';
import { findRoute, routeId } from '@salesflow/functions/routes';
import { build } from 'esbuild';
import { LAMBDA_ESBUILD_OPTIONS } from '../infra/lib/bundling';
import { functionsSrcDir, repoRoot } from '../infra/lib/paths';
import { runBench } from './bench-support';
import { benchLogin } from './seed';

const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 10);
/** The whole measurement stops here, whatever RUNS says. */
const MAX_MS = 5 * 60_000;
/** A child that has not answered by then is killed and the benchmark fails. */
const CHILD_TIMEOUT_MS = 30_000;
const DRIVER = fileURLToPath(new URL('./cold-start-driver.mjs', import.meta.url));
const HELLO_WORLD = fileURLToPath(new URL('./hello-world.ts', import.meta.url));

/** What the driver turns into an API Gateway v2 event and a Lambda context. */
interface DriverRequest {
  routeKey: string;
  path: string;
  pathParameters?: Record<string, string>;
  cookie?: string;
  body?: string;
  requestId: string;
  awsRequestId: string;
  functionName: string;
}

interface Sample {
  bootMs: number;
  loadMs: number;
  invokeMs: number;
  /** Spawn to the driver's answer line, and spawn to the process's exit, seen from here. */
  answerMs: number;
  exitMs: number;
}

interface Subject {
  label: string;
  entry: string;
  expectedStatus: number;
  request: (run: number) => Omit<DriverRequest, 'requestId' | 'awsRequestId'>;
  bundle?: string;
  bundleBytes?: number;
  samples: Sample[];
}

/** The handler module of a row of the route table, as the CDK stack bundles it. */
const entryFor = (routeKey: string) => {
  const row = findRoute(routeKey);
  if (!row) throw new Error(`No route ${routeKey} in functions/src/routes.ts`);
  return { entry: join(functionsSrcDir, `${row.handler}.ts`), functionName: routeId(row) };
};

const bundle = async (subject: Subject, outDir: string, name: string) => {
  const outfile = join(outDir, `${name}.mjs`);
  await build({
    ...LAMBDA_ESBUILD_OPTIONS,
    // The same fields; esbuild's types only want a mutable array where bundling.ts has a const.
    mainFields: LAMBDA_ESBUILD_OPTIONS.mainFields,
    entryPoints: [subject.entry],
    outfile,
  });
  subject.bundle = pathToFileURL(outfile).href;
  subject.bundleBytes = statSync(outfile).size;
};

/**
 * The environment the stack set for its handlers, as a Lambda would have it: no loaders. Warnings
 * are logged (on stderr) so that a sample which took a side road (an outbox entry left for the
 * sweeper, say) is refused rather than measured.
 */
const childEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    POWERTOOLS_LOG_LEVEL: 'WARN',
    POWERTOOLS_METRICS_DISABLED: 'true',
  };
  delete env.NODE_OPTIONS;
  return env;
};

const MARK = 'COLD-START ';

/** One fresh process: spawn, wait for its answer line and its exit (or kill it at the timeout). */
const coldStart = (subject: Subject, run: number, env: NodeJS.ProcessEnv): Promise<Sample> =>
  new Promise((resolve, reject) => {
    const request: DriverRequest = {
      ...subject.request(run),
      requestId: randomUUID(),
      awsRequestId: randomUUID(),
    };
    const started = performance.now();
    let answerMs: number | undefined;
    let out = '';
    let err = '';
    // The row the CDK gives the function (route-rows.ts), as Lambda's environment carries it.
    const row = findRoute(request.routeKey);
    const child: ChildProcess = spawn(
      process.execPath,
      [DRIVER, subject.bundle ?? '', JSON.stringify(request)],
      {
        env: row ? { ...env, [ROUTE_ROW_ENV]: routeRowValue(row) } : env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const timer = setTimeout(() => child.kill('SIGKILL'), CHILD_TIMEOUT_MS);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (answerMs === undefined && out.includes(MARK) && out.endsWith('\n')) {
        answerMs = performance.now() - started;
      }
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const exitMs = performance.now() - started;
      const line = out.split('\n').find((l) => l.startsWith(MARK));
      const fail = (why: string) =>
        reject(new Error(`${subject.label}, run ${run}: ${why}\n${out}${err}`.slice(0, 4000)));
      if (!line || answerMs === undefined) return fail(`no answer (exit ${code ?? signal})`);
      const got = JSON.parse(line.slice(MARK.length)) as Partial<Sample> & {
        statusCode?: number;
        error?: string;
        detail?: string;
      };
      if (got.error) return fail(got.error);
      if (/"level":"(WARN|ERROR|CRITICAL)"/.test(err)) return fail('the handler logged a warning');
      // A broken bundle or a refused request must not pass for a fast cold start.
      if (got.statusCode !== subject.expectedStatus) {
        return fail(`status ${got.statusCode}, expected ${subject.expectedStatus}: ${got.detail}`);
      }
      resolve({
        bootMs: got.bootMs ?? 0,
        loadMs: got.loadMs ?? 0,
        invokeMs: got.invokeMs ?? 0,
        answerMs,
        exitMs,
      });
    });
  });

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const median = (values: number[]) => quantile(values, 0.5);
const ms = (value: number) => `${value.toFixed(1)} ms`;

runBench('Cold start', async ({ stack, lines }) => {
  const { cookie, api } = await benchLogin(stack.appUrl, `cold-start-${Date.now()}@bench.in`);
  const created = JSON.parse(
    await api('/api/contacts', {
      method: 'POST',
      body: JSON.stringify({ name: 'Cold Start', email: 'cold-start@bench.in' }),
    }),
  ) as { id: string };

  const list = entryFor('GET /api/contacts');
  const update = entryFor('PUT /api/contacts/{id}');
  const login = entryFor('GET /api/login');
  const listRequest = () => ({
    routeKey: 'GET /api/contacts',
    path: '/api/contacts?limit=50',
    cookie,
    functionName: list.functionName,
  });
  const subjects: Subject[] = [
    {
      label: 'hello world (baseline)',
      entry: HELLO_WORLD,
      expectedStatus: 200,
      // The same event as the list: the driver does the same work for every bundle.
      request: () => ({ ...listRequest(), functionName: 'hello-world' }),
      samples: [],
    },
    {
      label: 'GET /api/contacts',
      entry: list.entry,
      expectedStatus: 200,
      request: listRequest,
      samples: [],
    },
    {
      label: 'PUT /api/contacts/{id}',
      entry: update.entry,
      expectedStatus: 200,
      // A new name every run, so each one commits the outbox entry and sends it to SQS; a phone,
      // so the phone rules run.
      request: (run) => ({
        routeKey: 'PUT /api/contacts/{id}',
        path: `/api/contacts/${created.id}`,
        pathParameters: { id: created.id },
        cookie,
        body: JSON.stringify({ name: `Cold Start ${run}`, phone: '+91 98765 43210' }),
        functionName: update.functionName,
      }),
      samples: [],
    },
    {
      label: 'GET /api/login',
      entry: login.entry,
      // Discovery at the sign-in provider, the login state saved, a redirect to the provider.
      expectedStatus: 302,
      request: () => ({
        routeKey: 'GET /api/login',
        path: '/api/login?returnTo=%2Fcontacts',
        functionName: login.functionName,
      }),
      samples: [],
    },
  ];

  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  const outDir = mkdtempSync(join(repoRoot, '.tmp', 'cold-start-'));
  try {
    for (const [i, subject] of subjects.entries()) await bundle(subject, outDir, `bundle-${i}`);
    const env = childEnv();
    // Rounds interleave the functions, so a drift of the machine (or of DynamoDB Local's JIT)
    // weighs on each of them alike; the first round is not measured (it warms the file cache).
    const deadline = Date.now() + MAX_MS;
    for (let run = -1; run < RUNS && Date.now() < deadline; run += 1) {
      for (const subject of subjects) {
        const sample = await coldStart(subject, run, env);
        if (run >= 0) subject.samples.push(sample);
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }

  const baseline = median(subjects[0]?.samples.map((s) => s.answerMs) ?? []);
  lines.push(
    `\n### A fresh Node process per sample: ${subjects[0]?.samples.length ?? 0} per function\n`,
  );
  lines.push(
    '| function | bundle | module load median | first invocation median | spawn to answer median | spawn to answer p95 | spawn to exit median | ratio |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const s of subjects) {
    const answer = s.samples.map((x) => x.answerMs);
    lines.push(
      `| ${s.label} | ${((s.bundleBytes ?? 0) / 1024).toFixed(1)} KiB | ${ms(median(s.samples.map((x) => x.loadMs)))} | ${ms(median(s.samples.map((x) => x.invokeMs)))} | ${ms(median(answer))} | ${ms(quantile(answer, 0.95))} | ${ms(median(s.samples.map((x) => x.exitMs)))} | ${(median(answer) / Math.max(baseline, 0.01)).toFixed(2)}x |`,
    );
  }
  const boot = median(subjects.flatMap((s) => s.samples.map((x) => x.bootMs)));
  lines.push(
    '',
    `Node's own start, up to the driver's first line, is about ${ms(boot)} in every process. The ratio is spawn to answer against the hello world's.`,
  );
});
