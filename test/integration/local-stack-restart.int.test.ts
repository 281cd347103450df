import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContactPage } from '@salesflow/shared/contacts/contact-list.schema';
import type { HeldLeadsAnswer } from '@salesflow/shared/contacts/held-lead';
import type { ImportJobView, ImportPreview } from '@salesflow/shared/imports/import-job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/ports';
import { type ApiClient, signInAt } from '../support/api-client';
import { uploadImport, waitForImport } from '../support/import-jobs';
import { endLeftJvm, exitWithin, type NpmStartRun, npmStart, running } from '../support/npm-start';

/** A CSV of `count` leads, each with its own email and phone. */
const leadsCsv = (count: number, prefix: string) =>
  [
    'Name,Email,Phone,Company',
    ...Array.from(
      { length: count },
      (_, i) => `Lead ${i},${prefix}${i}@example.in,+91 9${String(100000000 + i)},Co ${i}`,
    ),
  ].join('\n');

/** Rows of each import (25 a chunk: twelve chunk messages). */
const ROWS = 300;

/**
 * `npm start` stopped in the middle of an import (Ctrl-C, or killed outright) and started again on
 * the same data: the queued work and the uploaded file are still there, the import goes on, and it
 * ends with exact counts.
 */
describe('an import survives a restart of npm start', () => {
  let dataDir: string;
  let port: number;
  const runs: NpmStartRun[] = [];
  let client: ApiClient;

  const start = async () => {
    // Small chunks: many messages, so a stop lands between them.
    const run = npmStart(port, dataDir, { IMPORT_CHUNK_ROWS: '25' });
    runs.push(run);
    await running(run);
    return run;
  };

  /** The job, or null while the (busy) stack does not answer it. */
  const jobOf = async (id: string) => {
    const answer = await client.get<ImportJobView>(`/api/imports/${id}`);
    return answer.status === 200 ? answer.body : null;
  };

  /** Starts the uploaded import with the guessed mapping. */
  const startImport = async (id: string) => {
    const preview = await client.get<ImportPreview>(`/api/imports/${id}/preview`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const started = await client.post(`/api/imports/${id}/start`, {
      mapping: preview.body.mapping,
      duplicates: 'skip',
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
  };

  /** Waits (3 minutes at most) until part of the import is done, and not all of it. */
  const partway = async (id: string) => {
    let job = await jobOf(id);
    const until = Date.now() + 180_000;
    while (!job?.done && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      job = await jobOf(id);
    }
    expect(job?.done).toBeGreaterThan(0);
    expect(job?.done).toBeLessThan(ROWS);
  };

  const expectExact = (job: ImportJobView) =>
    expect(job).toMatchObject({
      status: 'completed',
      total: ROWS,
      done: ROWS,
      failed: 0,
      duplicateEmails: 0,
      updated: 0,
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'salesflow-restart-'));
    port = await freePort();
  });

  afterAll(async () => {
    // Only the processes this test started, by their ids.
    for (const run of runs) if (run.child.exitCode === null) run.child.kill('SIGTERM');
    await Promise.all(runs.map((run) => exitWithin(run, 15_000)));
    endLeftJvm(dataDir);
    await client?.http.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('goes on after a kill and after Ctrl-C, and ends with exact counts', async () => {
    const first = await start();
    client = await signInAt(`http://localhost:${port}`);
    const killed = await uploadImport(client, 'killed.csv', leadsCsv(ROWS, 'k-'));
    // Uploaded, not started yet: only the file is there when the stack goes down.
    const stopped = await uploadImport(client, 'stopped.csv', leadsCsv(ROWS, 's-'));
    await startImport(killed);
    await partway(killed);

    // Killed outright: no clean stop of anything.
    first.child.kill('SIGKILL');
    await first.exited;
    const second = await start();

    const afterKill = await waitForImport(client, killed, 240_000);
    expectExact(afterKill);
    expect(afterKill.success + afterKill.held).toBe(ROWS);
    // The file uploaded before the kill is still there to import.
    await startImport(stopped);
    await partway(stopped);

    // Ctrl-C: the stack stops as a user stops it.
    second.child.kill('SIGINT');
    expect(await exitWithin(second, 30_000)).toBe(0);
    await start();

    const afterStop = await waitForImport(client, stopped, 240_000);
    expectExact(afterStop);
    expect(afterStop.success + afterStop.held).toBe(ROWS);
    // Every row made one contact or one held lead: none twice, none lost.
    // The total is a counter projected from the stream, which follows within moments.
    const expected = afterKill.success + afterStop.success;
    const total = async () => (await client.get<ContactPage>('/api/contacts?limit=1')).body.total;
    await expect.poll(total, { timeout: 60_000, interval: 500 }).toBe(expected);
    // So is the held leads' count; the rows past the plan's limit come last, after the total is
    // already whole, so it is waited for on its own.
    const held = async () => (await client.get<HeldLeadsAnswer>('/api/held-leads')).body.count;
    await expect
      .poll(held, { timeout: 60_000, interval: 500 })
      .toBe(afterKill.held + afterStop.held);

    // The search words follow from the table's stream, whose poller was killed and stopped with
    // the stack: it went on from its checkpoints under .data/, and no contact was skipped. Every
    // row's company is "Co <n>": a search for "co" finds them all once the poller catches up.
    const searched = async () => {
      const ids = new Set<string>();
      let cursor: string | undefined;
      for (let page = 0; page < 20; page += 1) {
        const answer = await client.get<ContactPage>(
          `/api/contacts?limit=100&search=co${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        for (const item of answer.body.items ?? []) ids.add(item.id);
        cursor = answer.body.nextCursor ?? undefined;
        if (!cursor) break;
      }
      return ids.size;
    };
    await expect.poll(searched, { timeout: 60_000, interval: 500 }).toBe(expected);
  }, 600_000);
});
