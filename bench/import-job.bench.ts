/**
 * Import jobs at 10,000 and 100,000 rows: the whole job as the dialog runs it (create, upload to
 * the presigned URL, preview, start, then the file worker and the chunk workers on the local
 * SQS until the job says completed), beside writing the same items (each contact, its email
 * claim, its leads-index entry, its search words and its "created" activity) directly with
 * BatchWriteItem in the same run. Prints rows per second, the ratio, and the peak memory (RSS)
 * of this process, which runs the local stack's gateway, poller and workers.
 *
 *   npm run bench:import      (BENCH_IMPORT_ROWS=2000 for a quick look)
 */
import { performance } from 'node:perf_hooks';
import { contactEmailKey } from '@salesflow/functions/modules/contacts/contact.entity';
import { importedContactWrites } from '@salesflow/functions/modules/contacts/contacts.service';
import { toBulk } from '@salesflow/functions/platform/data/bulk';
import { derivedId } from '@salesflow/functions/platform/data/ids';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { runBench } from './bench-support';
import { CITIES, csvOf, mib, rssSampler, runImportJob, SOURCES } from './import-support';
import { batchWrite, benchLogin } from './seed';

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);

runBench('Import job', async ({ stack, doc, table, lines }) => {
  lines.push(
    '',
    '| rows | whole job | rows/s | direct BatchWriteItem | rows/s | ratio | items per row | peak RSS (baseline) |',
    '|---|---|---|---|---|---|---|---|',
  );
  for (const rows of SIZES) {
    const tag = `b${rows}`;
    const csv = csvOf(rows, tag);

    // The job, as the dialog runs it.
    const { api } = await benchLogin(stack.appUrl, `import-${tag}-${Date.now()}@bench.in`);
    const before = process.memoryUsage().rss;
    const stopRss = rssSampler();
    const start = performance.now();
    const job = await runImportJob(api, csv, `${tag}.csv`);
    const jobMs = performance.now() - start;
    const peak = stopRss();
    if (job.status !== 'completed' || job.success !== rows) {
      throw new Error(`job ended ${job.status} with ${job.success} of ${rows}: ${job.error}`);
    }

    // The same items, written directly (built before the clock starts).
    const organizationId = `bench-direct-${tag}-${Date.now()}`;
    const createdAt = new Date().toISOString();
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < rows; i += 1) {
      const contact: Contact = {
        id: derivedId(Date.parse(createdAt), `${organizationId}#${i}`),
        name: `Lead ${tag} ${i}`,
        email: `lead${i}.${tag}@example.in`,
        phone: `+91 9${String(100000000 + i)}`,
        phoneE164: `+919${String(100000000 + i)}`,
        company: `${CITIES[i % CITIES.length]} Traders ${i % 997}`,
        title: 'Manager',
        source: (SOURCES[i % SOURCES.length] ?? 'website') as Contact['source'],
        notes: null,
        status: 'cold',
        score: 0,
        organizationId,
        ownerId: 'bench',
        assignedTo: null,
        createdAt,
        updatedAt: createdAt,
        lastContactedAt: null,
      };
      items.push({ ...contactEmailKey(organizationId, contact.email), contactId: contact.id });
      items.push(...toBulk(importedContactWrites(contact)).puts);
    }
    const directStart = performance.now();
    await batchWrite(doc, table, items, 16);
    const directMs = performance.now() - directStart;

    const rate = (ms: number) => Math.round(rows / (ms / 1000)).toLocaleString('en-US');
    lines.push(
      `| ${rows.toLocaleString('en-US')} | ${(jobMs / 1000).toFixed(1)} s | ${rate(jobMs)} | ${(directMs / 1000).toFixed(1)} s | ${rate(directMs)} | ${(jobMs / directMs).toFixed(2)}x | ${(items.length / rows).toFixed(1)} | ${mib(peak)} (${mib(before)}) |`,
    );
    console.error(lines.at(-1));
  }
  lines.push(
    '',
    'The whole job: create, upload through the local gateway to the S3 emulator, preview, start, the file worker (one pass of csv-parse over the stream, rows checked, chunks of 500 queued) and the chunk workers (each email claimed with its own conditional put, the contacts and their index items with BatchWriteItem, the counters once per chunk in a transaction with its marker), until GET /api/imports/{id} says completed. "Direct" writes the same items with BatchWriteItem from the benchmark, 16 batches at a time, and nothing else: no claims, no counters, no SQS, no parsing.',
  );
});
