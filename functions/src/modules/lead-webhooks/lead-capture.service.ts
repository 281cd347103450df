import type { Contact, NewContactFields } from '@salesflow/shared/contacts/contact.schema';
import { readCustomTexts } from '@salesflow/shared/custom-fields/custom-text';
import type { CustomFieldValues } from '@salesflow/shared/custom-fields/custom-values';
import type { FieldMapping } from '@salesflow/shared/lead-capture/lead.schema';
import { type Lead, leadSchema } from '@salesflow/shared/lead-capture/lead.schema';
import {
  REFUSED_DELIVERY_DAYS,
  WEBHOOK_SOURCE_LABELS,
  type WebhookSource,
} from '@salesflow/shared/lead-capture/lead-sources';
import { INSIGHT_LINKS } from '@salesflow/shared/metrics/insight-links';
import type { AuthContext } from '../../platform/auth/session';
import { newId } from '../../platform/data/ids';
import { ConflictError, RateLimitedError, UnauthorizedError } from '../../platform/errors';
import { zodToValidationError } from '../../platform/http/error-response';
import {
  AlreadyAnsweredError,
  answerWrite,
  type KeptAnswer,
  keepAnswer,
  keptAnswer,
  readAnswer,
} from '../../platform/idempotency/answer-record';
import { logger } from '../../platform/logger';
import { countEvent } from '../../platform/metrics';
import {
  ContactRoomTakenError,
  contactByEmail,
  contactRoomOf,
  insertNewContact,
  mergeIntoContact,
} from '../contacts/contacts.service';
import { listCustomFields } from '../custom-fields/custom-fields.service';
import { holdLead } from '../held-leads/held-leads.service';
import { notify } from '../notifications/notifications.service';
import { reachMilestone } from '../onboarding/onboarding.service';
import {
  assignerFor,
  endpointOfKey,
  mappingFor,
  organizationFor,
  planFor,
} from './lead-capture-memory';
import {
  keptResultOf,
  type LeadCaptureProblem,
  type LeadCaptureResult,
} from './lead-capture-result';
import type { NewDelivery } from './webhook.entity';
import { hashBody, hashWebhookKey } from './webhook-key';
import { countLead, deliveryLogEntry, putDelivery, readEndpoint } from './webhooks.repository';

/** A sender's body read into lead fields, or why it could not be (each source reads its own). */
export type LeadReader = (
  contentType: string,
  body: string,
  mapping: FieldMapping,
) => Promise<{ ok: true; fields: Record<string, unknown> } | { ok: false; message: string }>;

export interface IncomingDelivery {
  source: WebhookSource;
  key: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string;
  body: string;
  requestId: string;
}

const DELIVERY_KEEP_DAYS = 30;
const RETRY_WINDOW_SECONDS = 24 * 3600;
const RATE_WINDOW_SECONDS = 60;

/** Organizations whose integration milestone this container has already set. */
const milestoneSet = new Set<string>();

const notesOf = (lead: Lead): string | null => {
  const lines = [
    lead.message,
    lead.page_url ? `Page: ${lead.page_url}` : null,
    lead.form_id ? `Form: ${lead.form_id}` : null,
  ].filter(Boolean);
  return lines.length ? lines.join('\n').slice(0, 5000) : null;
};

/** A lead with its custom values, read by their fields' types (a value that cannot be is left out). */
type CapturedLead = Lead & { customFields?: CustomFieldValues };

/** The contact a lead makes; no score, so the lead score model scores it as it is saved. */
const contactFieldsOf = (lead: CapturedLead): NewContactFields => ({
  ...(lead.customFields ? { customFields: lead.customFields } : {}),
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  company: lead.company,
  title: lead.title,
  status: 'cold',
  source: lead.source,
  notes: notesOf(lead),
});

/** The lead merged into the contact that has its email: "updated", or "duplicate" if nothing new. */
const mergeLead = async (
  actor: AuthContext,
  existing: Contact,
  lead: CapturedLead,
  source: WebhookSource,
): Promise<Extract<LeadCaptureResult, { kind: 'updated' | 'duplicate' }> | null> => {
  const fields = contactFieldsOf(lead);
  const merged = await mergeIntoContact(
    { ...actor, userId: null },
    existing.id,
    {
      name: fields.name,
      phone: fields.phone,
      company: fields.company,
      title: fields.title,
      notes: fields.notes,
      ...(fields.customFields ? { customFields: fields.customFields } : {}),
    },
    'fill',
    { subject: `Lead captured again from ${WEBHOOK_SOURCE_LABELS[source]}` },
    // Just read by its email: the merge starts from it instead of reading it again.
    existing,
  );
  if (!merged) return null;
  return { kind: merged.changed.length ? 'updated' : 'duplicate', contactId: existing.id };
};

/**
 * The member round-robin handed a new lead to hears of it at once (the bell, and email when their
 * settings say so), once per lead. The lead is saved whether or not the notice goes out.
 */
const tellHolder = async (contact: Contact, source: WebhookSource) => {
  if (!contact.assignedTo) return;
  try {
    await notify(contact.assignedTo, {
      kind: 'assignment',
      title: `New lead assigned to you: ${contact.name}`.slice(0, 200),
      message: `${contact.name}${contact.company ? ` (${contact.company})` : ''} came in through ${
        WEBHOOK_SOURCE_LABELS[source]
      }, score ${contact.score}/100.`,
      link: INSIGHT_LINKS.contact(contact.id),
      organizationId: contact.organizationId,
      onceKey: `webhookLead#${contact.id}`,
    });
  } catch (error) {
    logger.error('new lead notice not sent', { error: error as Error, contactId: contact.id });
  }
};

/** A delivery's log entry for what it did with the lead. */
const savedDelivery = (
  delivery: Pick<NewDelivery, 'id' | 'source' | 'receivedAt'>,
  result: Exclude<LeadCaptureResult, { kind: 'refused' }>,
): NewDelivery => ({
  ...delivery,
  status: result.kind,
  contactId: result.kind === 'held' ? null : result.contactId,
  error: null,
});

/**
 * A new contact, or the existing one with the lead's email brought up to date. Most leads are new,
 * so the insert comes first, with the delivery's answer and its log entry in the same transaction
 * (answer-record.ts): one write for a new lead. Its email claim refuses a known email (a
 * conflict), and only then is the contact looked up and merged; the answer's condition refuses a
 * delivery answered already (a retry, or a copy sent at the same moment), which is then given the
 * first answer. Two deliveries of one email at once make one contact.
 */
const saveLead = async (
  call: Call,
  kept: KeptAnswer<LeadCaptureResult>,
  lead: CapturedLead,
): Promise<LeadCaptureResult> => {
  const { organizationId, source } = call;
  const delivery = { id: newId(), source, receivedAt: new Date().toISOString() };
  const organization = await organizationFor(organizationId);
  // The organization's owner owns webhook leads; the team's rule decides whose they are.
  const actor: AuthContext = {
    userId: organization.ownerId,
    organizationId,
    timezone: organization.timezone,
    sessionId: 'webhook',
    organizationHasRecords: organization.hasRecords,
  };
  /** The delivery's line on its source's page, carried by its answer (answer-record.ts). */
  const logEntry = (result: Exclude<LeadCaptureResult, { kind: 'refused' }>) =>
    deliveryLogEntry(organizationId, savedDelivery(delivery, result), DELIVERY_KEEP_DAYS);
  /** An outcome that wrote nothing of the answer's: it is kept now, unless one was first. */
  const answered = async (
    result: Extract<LeadCaptureResult, { kind: 'updated' | 'duplicate' }>,
  ) => {
    // Logged once, with the answer kept first: a copy answered with it is that delivery's.
    const outcome = await keepAnswer(kept, result, logEntry(result));
    return outcome.answer;
  };
  // No room on the plan (full, or the trial ended): a known email is still merged; a new lead is
  // held until there is room, never lost.
  const room = await contactRoomOf(organizationId, await planFor(organizationId));
  const hold = async (reason: string): Promise<LeadCaptureResult> => {
    // A retry of a lead held (or merged) while the plan was full: its first answer.
    const first = await readAnswer(kept);
    if (first) return first;
    const existing = await contactByEmail(organizationId, lead.email);
    const merged = existing ? await mergeLead(actor, existing, lead, source) : null;
    if (merged) return answered(merged);
    const held = { kind: 'held', heldId: newId(), reason } as const;
    try {
      // The answer with the held lead: a copy of this delivery holds it once.
      await holdLead(
        organizationId,
        contactFieldsOf(lead),
        `webhook:${source}`,
        null,
        { id: held.heldId, receivedAt: delivery.receivedAt },
        [answerWrite(kept, held, logEntry(held))],
      );
    } catch (error) {
      if (error instanceof AlreadyAnsweredError) return (await readAnswer(kept)) ?? held;
      throw error;
    }
    return held;
  };
  const full = room.take();
  if (full) return hold(full);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const nextAssignee = organization.roundRobinMemberIds.length
      ? await assignerFor(organizationId)
      : null;
    try {
      const assignedTo = nextAssignee ? await nextAssignee() : null;
      const created = { kind: 'created', contactId: newId() } as const;
      const contact = await insertNewContact(actor, contactFieldsOf(lead), {
        id: created.contactId,
        assignedTo,
        room: room.claim,
        with: [answerWrite(kept, created, logEntry(created))],
      });
      // Marked as used now: the next leads of a burst need not mark it again.
      organization.hasRecords = true;
      countEvent('leadCaptured');
      await tellHolder(contact, source);
      return created;
    } catch (error) {
      // Answered already: by the first delivery of this lead, or a copy of it at the same moment.
      if (error instanceof AlreadyAnsweredError) {
        const first = await readAnswer(kept);
        if (first) return first;
        continue;
      }
      // Another create took the plan's last place meanwhile (contact-room.ts): held, not lost.
      if (error instanceof ContactRoomTakenError) return hold(error.message);
      // The email is taken: the lead came before (or at the same moment).
      if (!(error instanceof ConflictError)) throw error;
    }
    const existing = await contactByEmail(organizationId, lead.email);
    const merged = existing ? await mergeLead(actor, existing, lead, source) : null;
    if (merged) return answered(merged);
  }
  throw new ConflictError('The lead could not be saved, please send it again');
};

const recordDelivery = async (organizationId: string, delivery: NewDelivery, raw?: string) => {
  try {
    await putDelivery(
      organizationId,
      delivery,
      raw === undefined ? DELIVERY_KEEP_DAYS : REFUSED_DELIVERY_DAYS,
      raw,
    );
  } catch (error) {
    // The log is for the page; the lead itself is saved (or refused) either way.
    logger.error('webhook delivery not logged', { error: error as Error });
  }
};

const setMilestone = async (organizationId: string) => {
  if (milestoneSet.has(organizationId)) return;
  const [organization, endpoint] = await Promise.all([
    organizationFor(organizationId),
    readEndpoint(organizationId),
  ]);
  const users = new Set([organization.ownerId, ...(endpoint ? [endpoint.setUpBy] : [])]);
  await Promise.all([...users].map((userId) => reachMilestone(userId, 'hasSetupIntegrations')));
  milestoneSet.add(organizationId);
};

/**
 * The lead's custom values (fields mapped to `cf.<key>`), read by the organization's contact
 * fields: one that cannot be read, or whose field is gone, is left out, and the lead is saved.
 */
const withCustomValues = async (
  organizationId: string,
  lead: Lead,
  customText: unknown,
): Promise<CapturedLead> => {
  if (!customText || typeof customText !== 'object') return lead;
  const fields = await listCustomFields({ organizationId }, 'contact');
  const { values, problems } = readCustomTexts(fields, customText as Record<string, string>);
  if (problems.length) logger.info('lead custom values left out', { problems });
  return values ? { ...lead, customFields: values } : lead;
};

interface Call {
  organizationId: string;
  source: WebhookSource;
  /** What makes two deliveries the same: the sender's Idempotency-Key, or the body's hash. */
  dedupe: string;
  contentType: string;
  body: string;
  requestId: string;
}

const captureWith =
  (read: LeadReader) =>
  async (call: Call): Promise<LeadCaptureResult> => {
    const { organizationId, source } = call;
    const kept = keptAnswer(
      'lead-webhook-answer',
      organizationId,
      [organizationId, source, call.dedupe],
      RETRY_WINDOW_SECONDS,
      keptResultOf,
    );
    const mapping = await mappingFor(organizationId, source);
    const fields = await read(call.contentType, call.body, mapping);
    const parsed = fields.ok ? leadSchema.safeParse(fields.fields) : null;
    if (!fields.ok || !parsed?.success) {
      // A refusal writes nothing but its log entry: a retry is answered from the first.
      const first = await readAnswer(kept);
      if (first) return first;
      const invalid = parsed?.error ? zodToValidationError(parsed.error) : null;
      const problem: LeadCaptureProblem = invalid
        ? {
            code: invalid.code,
            message: invalid.message,
            details: invalid.details,
            requestId: call.requestId,
          }
        : {
            code: 'BAD_REQUEST',
            message: fields.ok ? 'The lead could not be read' : fields.message,
            requestId: call.requestId,
          };
      const summary =
        problem.details?.map((d) => `${d.field}: ${d.message}`).join('; ') ?? problem.message;
      const { answer: result, first: isFirst } = await keepAnswer(kept, {
        kind: 'refused',
        problem,
      });
      if (!isFirst) return result;
      await recordDelivery(
        organizationId,
        {
          id: newId(),
          source,
          receivedAt: new Date().toISOString(),
          status: 'refused',
          contactId: null,
          error: summary,
        },
        call.body,
      );
      countEvent('leadRefused');
      return result;
    }
    const result = await saveLead(
      call,
      kept,
      await withCustomValues(organizationId, parsed.data, fields.fields.customText),
    );
    await setMilestone(organizationId);
    return result;
  };

/**
 * What a lead webhook does with a delivery: the key names the organization (401 without a valid
 * one, nothing written), the key's ceiling may refuse it (429), and the same delivery within 24
 * hours (same Idempotency-Key, or the same body) is answered as the first time, also when it comes
 * while the first is still at work (answer-record.ts).
 */
export const leadCapture = (read: LeadReader) => {
  const capture = captureWith(read);
  return async (delivery: IncomingDelivery): Promise<LeadCaptureResult> => {
    if (!delivery.key) {
      throw new UnauthorizedError('Add your webhook key to the URL: ?key=...');
    }
    // Found once per KEY_TRUST_SECONDS per container (lead-capture-memory.ts).
    const endpoint = await endpointOfKey(hashWebhookKey(delivery.key));
    if (!endpoint) throw new UnauthorizedError('This webhook key is not valid');
    const nowSeconds = Math.floor(Date.now() / 1000);
    const windowStart = nowSeconds - (nowSeconds % RATE_WINDOW_SECONDS);
    const allowed = await countLead(
      endpoint.organizationId,
      endpoint.leadsPerMinute,
      windowStart,
      RATE_WINDOW_SECONDS,
    );
    if (!allowed) {
      throw new RateLimitedError(
        Math.max(1, windowStart + RATE_WINDOW_SECONDS - nowSeconds),
        'Too many leads for this webhook key. Please wait a moment and send again.',
      );
    }
    const idempotencyKey = delivery.idempotencyKey?.trim().slice(0, 200);
    return capture({
      organizationId: endpoint.organizationId,
      source: delivery.source,
      dedupe: idempotencyKey ? `key:${idempotencyKey}` : `body:${hashBody(delivery.body)}`,
      contentType: delivery.contentType,
      body: delivery.body,
      requestId: delivery.requestId,
    });
  };
};
