import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { agentKnowledge } from '@salesflow/functions/modules/ai-agent/agent-knowledge.service';
import { readUploadHead, UploadMissingError } from '@salesflow/functions/platform/storage/uploads';
import {
  type AiAgentSettings,
  DEFAULT_AI_AGENT_SETTINGS,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { TEMPLATE_PACKS } from '@salesflow/shared/ai-agent/ai-agent-templates';
import type {
  CreatedTrainingFile,
  TrainingFileView,
} from '@salesflow/shared/ai-agent/training-files';
import type { AuthUser } from '@salesflow/shared/auth/auth-user';
import type { ErrorBody } from '@salesflow/shared/errors/error-body';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../support/api-client';
import { useLocalStackFromTests } from '../support/service-env';
import { testTable } from '../support/table';
import { signInAsMember } from '../support/team';

const SETTINGS = '/api/settings/ai-agent';
const FILES = '/api/settings/ai-agent/training-files';

const fixture = (name: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`../fixtures/training-files/${name}`, import.meta.url)));

const fieldsOf = (body: unknown) => ((body as ErrorBody).error.details ?? []).map((d) => d.field);

interface Org {
  owner: ApiClient;
  organizationId: string;
}

const newOrganization = async (): Promise<Org> => {
  const owner = await signIn();
  const organizationId = (await owner.get<AuthUser>('/api/auth/user')).body.organizationId;
  return { owner, organizationId };
};

const CONTENT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** Creates the file and PUTs its bytes to the presigned URL, as the Settings page does. */
const upload = async (client: ApiClient, name: string, bytes: Buffer) => {
  const created = await client.post<CreatedTrainingFile>(FILES, {
    name,
    type: CONTENT_TYPES[name.split('.').pop() ?? ''],
    size: bytes.length,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const put = await client.http.fetch(created.body.uploadUrl, {
    method: 'PUT',
    headers: created.body.uploadHeaders,
    body: bytes,
  });
  await put.text();
  expect(put.status).toBe(200);
  return created.body.id;
};

const complete = (client: ApiClient, id: string) =>
  client.post<TrainingFileView>(`${FILES}/${id}/complete`, {});

/** Polls the list until the file is no longer being read. */
const settled = async (client: ApiClient, id: string, timeoutMs = 30_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await client.get<TrainingFileView[]>(FILES);
    const file = body.find((f) => f.id === id);
    if (file && file.status !== 'processing') return file;
    if (Date.now() > until) throw new Error(`Training file ${id} still ${file?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const uploadAndSettle = async (client: ApiClient, name: string, bytes: Buffer) => {
  const id = await upload(client, name, bytes);
  const done = await complete(client, id);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return settled(client, id);
};

beforeAll(useLocalStackFromTests);

describe('AI agent settings', () => {
  it('start with the spec’s defaults, and any member may read them', async () => {
    const org = await newOrganization();
    const read = await org.owner.get<AiAgentSettings & { canManage: boolean }>(SETTINGS);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...DEFAULT_AI_AGENT_SETTINGS, updatedAt: null, canManage: true });
    const member = await signInAsMember(org.organizationId, 'member');
    const asMember = await member.get<{ canManage: boolean; name: string }>(SETTINGS);
    expect(asMember.status).toBe(200);
    expect(asMember.body).toMatchObject({ name: 'Assistant', canManage: false });
  });

  it('are saved whole and read back by the whole team', async () => {
    const org = await newOrganization();
    const chosen: AiAgentSettings = {
      ...DEFAULT_AI_AGENT_SETTINGS,
      ...TEMPLATE_PACKS[2]?.scripts,
      name: 'Asha',
      voice: 'warm_female',
      language: 'hi-IN',
      temperature: 0.3,
      maxCallDuration: 1800,
      companyInfo: 'Acme Traders sells office furniture in Pune.',
      isActive: false,
    };
    const saved = await org.owner.post<AiAgentSettings & { updatedAt: string }>(SETTINGS, chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(chosen);
    expect(Date.parse(saved.body.updatedAt)).not.toBeNaN();
    const member = await signInAsMember(org.organizationId, 'member');
    expect((await member.get(SETTINGS)).body).toMatchObject(chosen);
    const admin = await signInAsMember(org.organizationId, 'admin');
    const again = await admin.post(SETTINGS, { ...chosen, temperature: 0, maxCallDuration: 60 });
    expect(again.status).toBe(200);
    expect((await org.owner.get(SETTINGS)).body).toMatchObject({
      temperature: 0,
      maxCallDuration: 60,
      name: 'Asha',
    });
  });

  it('refuse every out-of-bounds field with a 400 naming it, and write nothing', async () => {
    const org = await newOrganization();
    const cases: [Record<string, unknown>, string][] = [
      [{ temperature: -0.1 }, 'temperature'],
      [{ temperature: 1.1 }, 'temperature'],
      [{ temperature: 0.75 }, 'temperature'],
      [{ maxCallDuration: 59 }, 'maxCallDuration'],
      [{ maxCallDuration: 1801 }, 'maxCallDuration'],
      [{ maxCallDuration: 90.5 }, 'maxCallDuration'],
      [{ language: 'ta-IN' }, 'language'],
      [{ voice: 'robot' }, 'voice'],
      [{ name: '  ' }, 'name'],
      [{ name: 'x'.repeat(61) }, 'name'],
      [{ salesScript: 'x'.repeat(10_001) }, 'salesScript'],
      [{ companyInfo: 'bell\u0007' }, 'companyInfo'],
      [{ isActive: 'yes' }, 'isActive'],
      [{ objectionHandling: undefined }, 'objectionHandling'],
    ];
    for (const [change, field] of cases) {
      const answer = await org.owner.post(SETTINGS, { ...DEFAULT_AI_AGENT_SETTINGS, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(answer.body), JSON.stringify(change)).toContain(field);
    }
    const extra = await org.owner.post(SETTINGS, {
      ...DEFAULT_AI_AGENT_SETTINGS,
      organizationId: 'x',
    });
    expect(extra.status).toBe(400);
    const notJson = await org.owner.request('POST', SETTINGS, '{"name');
    expect(notJson.status).toBe(400);
    expect((await org.owner.get(SETTINGS)).body).toMatchObject({ updatedAt: null });
  });

  it('may be changed by admins and the owner only', async () => {
    const org = await newOrganization();
    for (const role of ['member', 'manager'] as const) {
      const client = await signInAsMember(org.organizationId, role);
      const refused = await client.post(SETTINGS, { ...DEFAULT_AI_AGENT_SETTINGS, name: role });
      expect(refused.status, role).toBe(403);
      const upload = await client.post(FILES, { name: 'a.txt', type: 'text/plain', size: 3 });
      expect(upload.status, role).toBe(403);
    }
    expect((await org.owner.get(SETTINGS)).body).toMatchObject({ name: 'Assistant' });
  });

  it('belong to one organization: another neither reads nor changes them', async () => {
    const a = await newOrganization();
    const b = await newOrganization();
    await a.owner.post(SETTINGS, { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha' });
    expect((await b.owner.get(SETTINGS)).body).toMatchObject({ name: 'Assistant' });
    await b.owner.post(SETTINGS, { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Ravi' });
    expect((await a.owner.get(SETTINGS)).body).toMatchObject({ name: 'Asha' });
    expect((await b.owner.get(SETTINGS)).body).toMatchObject({ name: 'Ravi' });
  });
});

describe('AI agent training files', () => {
  it('read TXT, PDF and DOCX into the agent’s knowledge, and delete it with the file', async () => {
    const org = await newOrganization();
    const txt = await uploadAndSettle(
      org.owner,
      'faq.txt',
      Buffer.from('\uFEFFQ: Do you deliver to Chennai?\r\nA: Yes, within 3 days.', 'utf8'),
    );
    expect(txt).toMatchObject({ name: 'faq.txt', kind: 'document', status: 'ready', error: null });
    const pdf = await uploadAndSettle(org.owner, 'pricing.pdf', fixture('pricing.pdf'));
    expect(pdf).toMatchObject({ status: 'ready', kind: 'document' });
    const docx = await uploadAndSettle(org.owner, 'onboarding.docx', fixture('onboarding.docx'));
    expect(docx).toMatchObject({ status: 'ready', kind: 'document' });

    const knowledge = await agentKnowledge(org.organizationId, { maxChars: 10_000 });
    expect(knowledge).toBe(
      [
        'Q: Do you deliver to Chennai?\nA: Yes, within 3 days.',
        'SalesFlow pricing: Starter plan costs 49 dollars a month.',
        'Our onboarding takes two weeks and includes a dedicated success manager.',
      ].join('\n\n'),
    );
    expect(txt.extractedChars).toBe('Q: Do you deliver to Chennai?\nA: Yes, within 3 days.'.length);
    expect(await agentKnowledge(org.organizationId, { maxChars: 10 })).toBe('Q: Do you ');

    const listed = (await org.owner.get<TrainingFileView[]>(FILES)).body;
    expect(listed.map((f) => f.name)).toEqual(['faq.txt', 'pricing.pdf', 'onboarding.docx']);

    expect((await org.owner.delete(`${FILES}/${pdf.id}`)).status).toBe(204);
    expect(await agentKnowledge(org.organizationId, { maxChars: 10_000 })).not.toContain(
      'Starter plan',
    );
    expect((await org.owner.get<TrainingFileView[]>(FILES)).body.map((f) => f.id)).toEqual([
      txt.id,
      docx.id,
    ]);
    await expect(
      readUploadHead(`training/${org.organizationId}/${pdf.id}.pdf`, 10),
    ).rejects.toBeInstanceOf(UploadMissingError);
    expect((await org.owner.delete(`${FILES}/${pdf.id}`)).status).toBe(404);
  });

  it('fail a corrupt PDF or DOCX with a reason, once, and keep recordings as they are', async () => {
    const org = await newOrganization();
    const pdf = await uploadAndSettle(org.owner, 'broken.pdf', fixture('corrupt.pdf'));
    expect(pdf.status).toBe('failed');
    expect(pdf.error).toMatch(/PDF could not be read/);
    const docx = await uploadAndSettle(org.owner, 'broken.docx', fixture('corrupt.docx'));
    expect(docx.status).toBe('failed');
    expect(docx.error).toMatch(/DOCX file could not be read/);
    const mp3 = await uploadAndSettle(
      org.owner,
      'call.mp3',
      Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64, 1)]),
    );
    expect(mp3).toMatchObject({ kind: 'audio', status: 'uploaded', extractedChars: 0 });
    expect(await agentKnowledge(org.organizationId, { maxChars: 1000 })).toBe('');
    // Completing again changes nothing.
    expect((await complete(org.owner, pdf.id)).body).toMatchObject({ status: 'failed' });
  });

  it('refuse a file that is not what its name says, a wrong type, a size over the limit', async () => {
    const org = await newOrganization();
    const id = await upload(org.owner, 'notes.pdf', Buffer.from('\x89PNG\r\n\x1a\n....'));
    const refused = await complete(org.owner, id);
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as ErrorBody).error.message).toBe(
      'This file is not a valid PDF file',
    );
    expect((await org.owner.get<TrainingFileView[]>(FILES)).body).toEqual([]);
    expect((await complete(org.owner, id)).status).toBe(404);

    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'setup.exe', type: 'application/octet-stream', size: 10 }, 'name'],
      [{ name: 'notes.pdf', type: 'text/plain', size: 10 }, 'type'],
      [{ name: 'notes.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }, 'size'],
      [{ name: 'call.wav', type: 'audio/wav', size: 25 * 1024 * 1024 + 1 }, 'size'],
      [{ name: 'empty.txt', type: 'text/plain', size: 0 }, 'size'],
    ];
    for (const [body, field] of cases) {
      const answer = await org.owner.post(FILES, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body)).toContain(field);
    }
    const early = await org.owner.post<CreatedTrainingFile>(FILES, {
      name: 'later.txt',
      type: 'text/plain',
      size: 5,
    });
    expect((await complete(org.owner, early.body.id)).status).toBe(409);
  });

  it('hold an organization to 20 files', async () => {
    const org = await newOrganization();
    for (let i = 0; i < 20; i += 1) {
      const created = await org.owner.post(FILES, {
        name: `f${i}.txt`,
        type: 'text/plain',
        size: 5,
      });
      expect(created.status).toBe(201);
    }
    const over = await org.owner.post(FILES, { name: 'f20.txt', type: 'text/plain', size: 5 });
    expect(over.status).toBe(409);
    expect(fieldsOf(over.body)).toEqual(['file']);
  });

  it('hold the cap of 20 when 25 uploads start at once, and a deleted file makes room', async () => {
    const org = await newOrganization();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        org.owner.post<CreatedTrainingFile>(FILES, {
          name: `burst-${i}.txt`,
          type: 'text/plain',
          size: 5,
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(answers.map((a) => a.status).filter((s) => s !== 201 && s !== 409)).toEqual([]);
    expect(created).toHaveLength(20);
    // Every one of the 20 can be uploaded and completed: the organization holds 20 files.
    for (const answer of created) {
      const put = await org.owner.http.fetch(answer.body.uploadUrl, {
        method: 'PUT',
        headers: answer.body.uploadHeaders,
        body: Buffer.from('hello'),
      });
      await put.text();
      expect((await complete(org.owner, answer.body.id)).status).toBe(200);
    }
    const listed = (await org.owner.get<TrainingFileView[]>(FILES)).body;
    expect(listed).toHaveLength(20);
    const over = await org.owner.post(FILES, { name: 'over.txt', type: 'text/plain', size: 5 });
    expect(over.status).toBe(409);
    const first = created[0]?.body.id ?? '';
    await settled(org.owner, first);
    expect((await org.owner.delete(`${FILES}/${first}`)).status).toBe(204);
    const again = await Promise.all(
      Array.from({ length: 3 }, (_, i) =>
        org.owner.post(FILES, { name: `again-${i}.txt`, type: 'text/plain', size: 5 }),
      ),
    );
    expect(again.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });

  it('give the place of an upload never completed to a new file once it has expired', async () => {
    const org = await newOrganization();
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        org.owner.post<CreatedTrainingFile>(FILES, {
          name: `pending-${i}.txt`,
          type: 'text/plain',
          size: 5,
        }),
      ),
    );
    expect(created.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(
      (await org.owner.post(FILES, { name: 'x.txt', type: 'text/plain', size: 5 })).status,
    ).toBe(409);
    // An hour on, the first upload was never completed: it is dropped, its place free again.
    const table = testTable();
    const partition = await table.client.send(
      new QueryCommand({
        TableName: table.name,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `ORG#${org.organizationId}#AIAGENT` },
      }),
    );
    const first = created[0]?.body.id;
    const itsItems = (partition.Items ?? []).filter((i) => i.id === first || i.fileId === first);
    expect(itsItems).toHaveLength(2);
    for (const item of itsItems) {
      await table.client.send(
        new UpdateCommand({
          TableName: table.name,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: 'SET expire = :past',
          ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
        }),
      );
    }
    const again = await Promise.all(
      Array.from({ length: 2 }, (_, i) =>
        org.owner.post(FILES, { name: `again-${i}.txt`, type: 'text/plain', size: 5 }),
      ),
    );
    expect(again.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await complete(org.owner, first ?? '')).status).toBe(404);
  });

  it('belong to one organization: another cannot list, complete or delete them by id', async () => {
    const a = await newOrganization();
    const b = await newOrganization();
    const file = await uploadAndSettle(a.owner, 'faq.txt', Buffer.from('Our office is in Pune.'));
    const bAdmin = await signInAsMember(b.organizationId, 'admin');
    expect((await bAdmin.get<TrainingFileView[]>(FILES)).body).toEqual([]);
    expect((await complete(bAdmin, file.id)).status).toBe(404);
    expect((await bAdmin.delete(`${FILES}/${file.id}`)).status).toBe(404);
    expect((await a.owner.get<TrainingFileView[]>(FILES)).body.map((f) => f.id)).toEqual([file.id]);
    expect(await agentKnowledge(a.organizationId, { maxChars: 100 })).toBe(
      'Our office is in Pune.',
    );
    expect(await agentKnowledge(b.organizationId, { maxChars: 100 })).toBe('');
  });
});
