import { performance } from 'node:perf_hooks';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localClient } from '../infra/local/dynamodb-local';
import { type LocalStack, startLocalStack } from '../infra/local/local-stack';
import { freePort } from '../infra/local/ports';

export interface Timing {
  label: string;
  medianMs: number;
  p95Ms: number;
  runs: number;
}

/** Runs `fn` `runs` times (after `warmup` unmeasured runs), one at a time, bounded by `maxMs`. */
export const measure = async (
  label: string,
  fn: (i: number) => Promise<unknown>,
  { runs = 30, warmup = 3, maxMs = 60_000 } = {},
): Promise<Timing> => {
  for (let i = 0; i < warmup; i += 1) await fn(-1 - i);
  const samples: number[] = [];
  const deadline = Date.now() + maxMs;
  for (let i = 0; i < runs && Date.now() < deadline; i += 1) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { label, medianMs: at(0.5), p95Ms: at(0.95), runs: samples.length };
};

export const formatRow = (gateway: Timing, direct: Timing): string =>
  `| ${gateway.label} | ${gateway.medianMs.toFixed(1)} ms | ${gateway.p95Ms.toFixed(1)} ms | ${direct.medianMs.toFixed(1)} ms | ${(gateway.medianMs / Math.max(direct.medianMs, 0.01)).toFixed(2)}x |`;

export interface BenchContext {
  stack: LocalStack;
  doc: DynamoDBDocumentClient;
  table: string;
  /** Markdown lines printed at the end. */
  lines: string[];
}

/** Starts a local stack (in-memory DynamoDB Local), runs the benchmark, stops, prints the figures. */
export const runBench = (title: string, body: (context: BenchContext) => Promise<void>): void => {
  const main = async () => {
    const stack = await startLocalStack({
      port: await freePort(),
      dataDir: null,
      logLevel: 'ERROR',
    });
    const doc = DynamoDBDocumentClient.from(localClient(stack.dynamoEndpoint), {
      marshallOptions: { removeUndefinedValues: true },
    });
    const lines: string[] = [];
    try {
      await body({ stack, doc, table: stack.tableName, lines });
    } finally {
      await stack.stop();
    }
    const day = new Date().toISOString().slice(0, 10);
    console.log(
      `${title} benchmark (${day}, local stack, DynamoDB Local, Node ${process.version})`,
    );
    console.log(lines.join('\n'));
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};
