/**
 * Lead scores: the lead-scores worker reads one contact's evidence (its newest 200 activities and
 * its deals), never the organization's, so its cost follows the contact's timeline, not the
 * number of contacts. In one organization of BENCH_CONTACTS contacts, time a recomputation of
 * contacts whose timelines hold 0, 20, 200 and 1,000 activities (and 3 deals), beside a consistent
 * read of the contact item alone (what a design keeping evidence counters on the contact would
 * read) in the same run; then a note logged through the gateway until its score shows on the
 * contact (outbox, SQS, the poller, the worker), beside the note's request alone.
 *
 *   npx tsx bench/lead-scores.bench.ts      (BENCH_CONTACTS=100000 for the large organization)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { toActivityItem } from '@salesflow/functions/modules/activities/activity.entity';
import { contactKey, toContactItem } from '@salesflow/functions/modules/contacts/contact.entity';
import { recomputeLeadScore } from '@salesflow/functions/modules/lead-scoring/lead-scoring.service';
import { newId } from '@salesflow/functions/platform/data/ids';
import type { Contact } from '@salesflow/shared/contacts/contact.schema';
import { formatRow, measure, runBench } from './bench-support';
import { batchWrite, benchLogin } from './seed';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 10_000);
const TIMELINES = [0, 20, 200, 1000];

runBench('Lead scores', async ({ stack, doc, table, lines }) => {
  const { user, api } = await benchLogin(stack.appUrl, `bench-${Date.now()}@scores.in`);
  const org = user.organizationId;
  const now = new Date().toISOString();

  // The organization's other contacts: they must not matter.
  const others = Array.from({ length: CONTACTS }, (_, n) =>
    toContactItem({
      id: newId(),
      name: `Lead ${n}`,
      email: `lead${n}@c${n % 997}.in`,
      phone: null,
      phoneE164: null,
      company: `Company ${n % 500}`,
      title: null,
      status: 'cold',
      source: 'website',
      score: n % 101,
      notes: null,
      organizationId: org,
      ownerId: user.id,
      assignedTo: user.id,
      createdAt: now,
      updatedAt: now,
      lastContactedAt: null,
    }),
  );
  await batchWrite(doc, table, others);

  const targets: { size: number; contact: Contact }[] = [];
  for (const size of TIMELINES) {
    const contact = JSON.parse(
      await api('/api/contacts', {
        method: 'POST',
        body: JSON.stringify({
          name: `Timeline ${size}`,
          email: `timeline-${size}@bench.in`,
          phone: '+91 98450 12345',
          company: 'Bench Co',
          title: 'Director',
          source: 'event',
        }),
      }),
    ) as Contact;
    const activities = Array.from({ length: size }, (_, n) =>
      toActivityItem({
        id: newId(),
        organizationId: org,
        userId: user.id,
        contactId: contact.id,
        dealId: null,
        type: n % 2 ? 'note' : 'call',
        subject: `Touch ${n}`,
        description: null,
        duration: null,
        outcome: n % 2 ? null : 'callback',
        createdAt: now,
      }),
    );
    await batchWrite(doc, table, activities);
    for (const stage of ['prospecting', 'proposal', 'lost']) {
      await api('/api/deals', {
        method: 'POST',
        body: JSON.stringify({ title: `${stage} ${size}`, contactId: contact.id, stage }),
      });
    }
    // Scored once with all of it, so the runs below measure a recomputation that finds the
    // evidence as it was (the common case: a message repeated, or evidence that moved no point).
    await recomputeLeadScore(org, contact.id);
    targets.push({ size, contact });
  }

  lines.push(
    '',
    `### One contact's lead score, in an organization of ${CONTACTS.toLocaleString('en-US')} contacts`,
    '',
  );
  lines.push('| operation | median | p95 | contact item read median | ratio |');
  lines.push('|---|---|---|---|---|');
  for (const { size, contact } of targets) {
    const recompute = await measure(
      `recompute, ${size.toLocaleString('en-US')} activities and 3 deals`,
      () => recomputeLeadScore(org, contact.id),
    );
    const read = await measure('contact item read', () =>
      doc.send(
        new GetCommand({
          TableName: table,
          Key: contactKey(org, contact.id),
          ConsistentRead: true,
        }),
      ),
    );
    lines.push(formatRow(recompute, read));
  }

  // A note through the gateway, until the contact shows the score it moved.
  const target = targets[1]?.contact as Contact;
  const read = async () => JSON.parse(await api(`/api/contacts/${target.id}`)) as Contact;
  const noteOnly = await measure(
    'POST a note',
    (i) =>
      api(`/api/contacts/${target.id}/activities`, {
        method: 'POST',
        body: JSON.stringify({ type: 'note', subject: `Plain ${i}` }),
      }),
    { runs: 10, warmup: 1 },
  );
  const untilScored = await measure(
    'POST a note until its score shows (outbox, SQS, worker)',
    async (i) => {
      await api(`/api/contacts/${target.id}/activities`, {
        method: 'POST',
        body: JSON.stringify({ type: 'note', subject: `Scored ${i}` }),
      });
      const deadline = Date.now() + 30_000;
      for (;;) {
        const contact = await read();
        const computed = contact.scoring?.computedAt ?? '';
        if (contact.lastContactedAt && computed >= contact.lastContactedAt) return;
        if (Date.now() > deadline) throw new Error('the score was not recomputed within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    { runs: 10, warmup: 1 },
  );
  lines.push('', '### A note, until the contact shows its new score', '');
  lines.push('| operation | median | p95 | the note alone median | ratio |');
  lines.push('|---|---|---|---|---|');
  lines.push(formatRow(untilScored, noteOnly));
});
