import type { ServerResponse } from 'node:http';
import { invalidParameter, sendGraphError, sendJson, unknownObject } from './graph-errors';
import { statusValue, type WebhookSender } from './webhooks';
import { type FakeBusinessAccount, newWamid, type WhatsAppState } from './whatsapp-state';

/**
 * `POST /{version}/{phone-number-id}/messages`: type `text` (within the customer's 24-hour
 * window, else 131047) and `template` (an approved template of the account, in that language,
 * else 132001). Answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`.
 */
export const sendMessage = (
  res: ServerResponse,
  state: WhatsAppState,
  webhooks: WebhookSender,
  account: FakeBusinessAccount,
  phoneNumberId: string,
  body: Record<string, unknown>,
) => {
  if (account.phoneNumberId !== phoneNumberId) return unknownObject(res, phoneNumberId);
  if (body.messaging_product !== 'whatsapp') {
    return invalidParameter(res, 'messaging_product must be "whatsapp"');
  }
  const to = typeof body.to === 'string' ? body.to : '';
  const waId = to.replace(/\D/g, '');
  if (waId.length < 8 || waId.length > 15) {
    return sendGraphError(res, 400, {
      message: '(#131009) Parameter value is not valid',
      code: 131009,
      details: 'Recipient phone number not in allowed format',
    });
  }
  const type = body.type ?? 'text';
  if (type === 'text') {
    const text = body.text as { body?: unknown } | undefined;
    if (typeof text?.body !== 'string' || text.body.length === 0 || text.body.length > 4096) {
      return invalidParameter(res, 'text.body is required and at most 4096 characters');
    }
    if (!state.windowOpen(phoneNumberId, waId)) {
      return sendGraphError(res, 400, {
        message: '(#131047) Re-engagement message',
        code: 131047,
        details:
          'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      });
    }
  } else if (type === 'template') {
    const template = body.template as { name?: unknown; language?: { code?: unknown } } | undefined;
    const found = account.templates.find(
      (t) => t.name === template?.name && t.language === template?.language?.code,
    );
    if (found?.status !== 'APPROVED') {
      return sendGraphError(res, 404, {
        message: '(#132001) Template name does not exist in the translation',
        code: 132001,
        details: `template name (${String(template?.name)}) does not exist in ${String(template?.language?.code)}`,
      });
    }
  } else {
    return invalidParameter(res, `type ${String(type)} is not supported by this fake`);
  }
  const id = newWamid();
  state.sent.push({
    id,
    phoneNumberId,
    to: waId,
    type: type as 'text' | 'template',
    body,
    at: new Date().toISOString(),
  });
  sendJson(res, 200, {
    messaging_product: 'whatsapp',
    contacts: [{ input: to, wa_id: waId }],
    messages: [{ id, ...(type === 'template' ? { message_status: 'accepted' } : {}) }],
  });
  if (account.autoStatuses) {
    setTimeout(() => webhooks.deliver(account, { statuses: [statusValue(id, waId, 'sent')] }), 200);
    setTimeout(
      () => webhooks.deliver(account, { statuses: [statusValue(id, waId, 'delivered')] }),
      600,
    );
  }
};

/** `GET /{version}/{phone-number-id}`: the number's display form and verified name. */
export const readPhoneNumber = (
  res: ServerResponse,
  account: FakeBusinessAccount,
  phoneNumberId: string,
) => {
  if (account.phoneNumberId !== phoneNumberId) return unknownObject(res, phoneNumberId);
  sendJson(res, 200, {
    verified_name: 'SalesFlow local demo',
    display_phone_number: account.displayPhoneNumber,
    quality_rating: 'GREEN',
    id: phoneNumberId,
  });
};

/**
 * `GET /{version}/{waba-id}/message_templates?limit=&after=`: `{ data, paging: { cursors, next? } }`,
 * the cursor being the index of the next template.
 */
export const listTemplates = (
  res: ServerResponse,
  account: FakeBusinessAccount,
  wabaId: string,
  url: URL,
) => {
  if (account.businessAccountId !== wabaId) return unknownObject(res, wabaId);
  const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit') ?? 25) || 25));
  const after = url.searchParams.get('after');
  const start = after ? Number(Buffer.from(after, 'base64url').toString('utf8')) || 0 : 0;
  const page = account.templates.slice(start, start + limit);
  const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
  const nextStart = start + page.length;
  const next = new URL(url.href);
  next.searchParams.set('after', cursor(nextStart));
  next.searchParams.set('limit', String(limit));
  sendJson(res, 200, {
    data: page.map((t) => ({
      name: t.name,
      parameter_format: 'POSITIONAL',
      components: t.components,
      language: t.language,
      status: t.status,
      category: t.category,
      id: t.id,
    })),
    paging: {
      cursors: { before: cursor(start), after: cursor(nextStart) },
      ...(nextStart < account.templates.length ? { next: next.href } : {}),
    },
  });
};
