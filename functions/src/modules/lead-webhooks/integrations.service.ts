import { roleAtLeast } from '@salesflow/shared/auth/roles';
import {
  type FieldMapping,
  MAX_MAPPED_FIELDS,
} from '@salesflow/shared/lead-capture/integration-settings.schema';
import type {
  FieldMappingAnswer,
  WebhookDelivery,
  WebhookUrlsAnswer,
} from '@salesflow/shared/lead-capture/integrations';
import {
  DEFAULT_LEADS_PER_MINUTE,
  DELIVERIES_SHOWN,
  WEBHOOK_SOURCES,
  type WebhookSource,
  webhookPath,
} from '@salesflow/shared/lead-capture/lead-sources';
import type { AuthContext } from '../../platform/auth/session';
import { config } from '../../platform/config';
import { commit } from '../../platform/data/unit-of-work';
import { ValidationError } from '../../platform/errors';
import type { WebhookEndpoint } from './webhook.entity';
import { hashWebhookKey, newWebhookKey } from './webhook-key';
import {
  EndpointChangedError,
  endpointSaveWrites,
  lastLeadAt,
  listDeliveries,
  readEndpoint,
  readMapping,
  saveMapping,
} from './webhooks.repository';

const withKey = (
  organizationId: string,
  setUpBy: string,
  leadsPerMinute: number,
): WebhookEndpoint => {
  const key = newWebhookKey();
  return {
    organizationId,
    key,
    keyHash: hashWebhookKey(key),
    leadsPerMinute,
    setUpBy,
    updatedAt: new Date().toISOString(),
  };
};

/** The organization's endpoint; the first time anyone looks, its key is made. */
const endpointOf = async (auth: AuthContext): Promise<WebhookEndpoint> => {
  const existing = await readEndpoint(auth.organizationId);
  if (existing) return existing;
  const created = withKey(auth.organizationId, auth.userId, DEFAULT_LEADS_PER_MINUTE);
  try {
    await commit(endpointSaveWrites(null, created));
    return created;
  } catch (error) {
    // Two first looks at once: the other one made it.
    if (!(error instanceof EndpointChangedError)) throw error;
    return (await readEndpoint(auth.organizationId)) as WebhookEndpoint;
  }
};

const urlsOf = (endpoint: WebhookEndpoint) =>
  Object.fromEntries(
    WEBHOOK_SOURCES.map((source) => [
      source,
      `${config.appOrigin}${webhookPath(source)}?key=${endpoint.key}`,
    ]),
  ) as Record<WebhookSource, string>;

const answerOf = async (
  auth: AuthContext,
  endpoint: WebhookEndpoint,
): Promise<WebhookUrlsAnswer> => ({
  success: true,
  webhookUrls: urlsOf(endpoint),
  lastUpdated: await lastLeadAt(endpoint.organizationId),
  leadsPerMinute: endpoint.leadsPerMinute,
  // What the page offers; the route table is what enforces it (admin for the changes).
  canManage: roleAtLeast(auth.role ?? 'member', 'admin'),
});

export const webhookUrls = async (auth: AuthContext) => answerOf(auth, await endpointOf(auth));

/** A new key in one transaction with the old one's removal: the old key stops at once. */
export const rotateWebhookKey = async (auth: AuthContext): Promise<WebhookUrlsAnswer> => {
  const previous = await endpointOf(auth);
  const next = withKey(auth.organizationId, auth.userId, previous.leadsPerMinute);
  await commit(endpointSaveWrites(previous, next));
  return answerOf(auth, next);
};

export const changeLeadCeiling = async (
  auth: AuthContext,
  leadsPerMinute: number,
): Promise<WebhookUrlsAnswer> => {
  const previous = await endpointOf(auth);
  const next = { ...previous, leadsPerMinute, updatedAt: new Date().toISOString() };
  await commit(endpointSaveWrites(previous, next));
  return answerOf(auth, next);
};

export const deliveriesOf = async (
  auth: AuthContext,
  source: WebhookSource,
): Promise<WebhookDelivery[]> => listDeliveries(auth.organizationId, source, DELIVERIES_SHOWN);

export const fieldMappingOf = async (
  auth: AuthContext,
  source: WebhookSource,
): Promise<FieldMappingAnswer> => ({
  source,
  mapping: await readMapping(auth.organizationId, source),
});

export const changeFieldMapping = async (
  auth: AuthContext,
  source: WebhookSource,
  mapping: FieldMapping,
): Promise<FieldMappingAnswer> => {
  if (Object.keys(mapping).length > MAX_MAPPED_FIELDS) {
    throw new ValidationError([
      { field: 'mapping', message: `Map at most ${MAX_MAPPED_FIELDS} fields` },
    ]);
  }
  await saveMapping(auth.organizationId, source, mapping, new Date().toISOString());
  return { source, mapping };
};
