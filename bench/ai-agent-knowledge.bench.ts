/**
 * The AI agent's knowledge. (1) A training document from upload to "ready" through the gateway
 * (create, PUT to the S3 emulator, complete, the outbox, SQS, the poller, the worker, the list
 * read until ready) for a TXT, a PDF and a DOCX of about 100,000 characters, beside the same
 * path for a 20-character TXT in the same run (the pipeline's own cost). (2) Text extraction
 * alone, in process, beside decoding the same text as UTF-8. (3) `agentKnowledge`, what the
 * calling centre reads for each call's prompt, from an organization whose knowledge is full
 * (400,000 characters in 8 chunks), beside one consistent GetItem of one chunk.
 *
 *   npx tsx bench/ai-agent-knowledge.bench.ts
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { agentKnowledge } from '@salesflow/functions/modules/ai-agent/agent-knowledge.service';
import { knowledgeKey } from '@salesflow/functions/modules/ai-agent/ai-agent.entity';
import {
  decodeText,
  extractText,
} from '@salesflow/functions/modules/ai-agent/training-file-content';
import type {
  CreatedTrainingFile,
  TrainingFileView,
} from '@salesflow/shared/ai-agent/training-files';
import { buildDocx, buildPdf } from '../test/fixtures/training-files/build-documents';
import { measure, runBench } from './bench-support';
import { benchLogin } from './seed';

const CONTENT_TYPES = {
  txt: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** 1,600 lines of about 62 characters: about 100,000 characters, the most one file keeps. */
const LINES = Array.from(
  { length: 1600 },
  (_, n) => `Line ${String(n).padStart(4, '0')}: Acme Traders delivers office chairs across Pune.`,
);

runBench('AI agent knowledge', async ({ stack, doc, table, lines }) => {
  const owner = await benchLogin(stack.appUrl, `bench-${Date.now()}@knowledge.in`);
  const org = owner.user.organizationId;

  const ready = async (name: string, bytes: Buffer) => {
    const extension = name.split('.').pop() as keyof typeof CONTENT_TYPES;
    const created = JSON.parse(
      await owner.api('/api/settings/ai-agent/training-files', {
        method: 'POST',
        body: JSON.stringify({ name, type: CONTENT_TYPES[extension], size: bytes.length }),
      }),
    ) as CreatedTrainingFile;
    const put = await fetch(created.uploadUrl, {
      method: 'PUT',
      headers: created.uploadHeaders,
      body: bytes,
    });
    await put.text();
    if (!put.ok) throw new Error(`PUT answered ${put.status}`);
    await owner.api(`/api/settings/ai-agent/training-files/${created.id}/complete`, {
      method: 'POST',
      body: '{}',
    });
    for (;;) {
      const files = JSON.parse(
        await owner.api('/api/settings/ai-agent/training-files'),
      ) as TrainingFileView[];
      const file = files.find((f) => f.id === created.id);
      if (file?.status === 'ready') return { id: created.id, chars: file.extractedChars };
      if (file?.status === 'failed') throw new Error(`${name} failed: ${file.error}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const remove = (id: string) =>
    owner.api(`/api/settings/ai-agent/training-files/${id}`, { method: 'DELETE' });

  const text = LINES.join('\n');
  const documents = {
    txt: Buffer.from(text, 'utf8'),
    pdf: buildPdf(LINES),
    docx: await buildDocx(LINES),
  };

  lines.push('', '### Upload to ready, through the gateway and the worker (5 runs each)', '');
  lines.push('| file | bytes | characters kept | median | p95 | ratio to a 20-character TXT |');
  lines.push('|---|---|---|---|---|---|');
  const tiny = await measure(
    'tiny',
    async () => remove((await ready('tiny.txt', Buffer.from('Office hours 10 to 7'))).id),
    { runs: 5, warmup: 1 },
  );
  lines.push(
    `| TXT, 20 characters (baseline) | 20 | 20 | ${tiny.medianMs.toFixed(0)} ms | ${tiny.p95Ms.toFixed(0)} ms | 1.00x |`,
  );
  for (const [extension, bytes] of Object.entries(documents)) {
    let chars = 0;
    const timing = await measure(
      extension,
      async () => {
        const file = await ready(`catalogue.${extension}`, bytes);
        chars = file.chars;
        await remove(file.id);
      },
      { runs: 5, warmup: 1 },
    );
    lines.push(
      `| ${extension.toUpperCase()} | ${bytes.length.toLocaleString()} | ${chars.toLocaleString()} | ${timing.medianMs.toFixed(0)} ms | ${timing.p95Ms.toFixed(0)} ms | ${(timing.medianMs / tiny.medianMs).toFixed(2)}x |`,
    );
  }

  lines.push('', '### Text extraction alone, in process (20 runs each)', '');
  lines.push('| file | median | p95 | ratio to decoding the same text as UTF-8 |');
  lines.push('|---|---|---|---|');
  const utf8 = await measure('utf8', async () => decodeText(documents.txt), { runs: 20 });
  for (const extension of ['txt', 'pdf', 'docx'] as const) {
    const timing = await measure(extension, () => extractText(extension, documents[extension]), {
      runs: 20,
    });
    lines.push(
      `| ${extension.toUpperCase()} | ${timing.medianMs.toFixed(1)} ms | ${timing.p95Ms.toFixed(1)} ms | ${(timing.medianMs / Math.max(utf8.medianMs, 0.01)).toFixed(1)}x |`,
    );
  }
  lines.push(
    `| UTF-8 decode (baseline) | ${utf8.medianMs.toFixed(2)} ms | ${utf8.p95Ms.toFixed(2)} ms | 1.0x |`,
  );

  // Fill the organization's knowledge: four documents of 100,000 characters.
  const kept: string[] = [];
  for (let i = 0; i < 4; i += 1) kept.push((await ready(`full-${i}.txt`, documents.txt)).id);
  lines.push('', '### agentKnowledge from a full organization (400,000 characters), 50 runs', '');
  lines.push('| read | median | p95 | ratio to one GetItem |');
  lines.push('|---|---|---|---|');
  const [first] = kept;
  if (!first) throw new Error('no file');
  const get = await measure(
    'get',
    () =>
      doc.send(
        new GetCommand({
          TableName: table,
          Key: knowledgeKey(org, first, 0),
          ConsistentRead: true,
        }),
      ),
    { runs: 50 },
  );
  for (const maxChars of [8_000, 50_000, 400_000]) {
    let length = 0;
    const timing = await measure(
      `${maxChars}`,
      async () => {
        length = (await agentKnowledge(org, { maxChars })).length;
      },
      { runs: 50 },
    );
    lines.push(
      `| maxChars ${maxChars.toLocaleString()} (${length.toLocaleString()} read) | ${timing.medianMs.toFixed(1)} ms | ${timing.p95Ms.toFixed(1)} ms | ${(timing.medianMs / get.medianMs).toFixed(2)}x |`,
    );
  }
  lines.push(
    `| one chunk's GetItem (baseline) | ${get.medianMs.toFixed(1)} ms | ${get.p95Ms.toFixed(1)} ms | 1.00x |`,
  );
});
