import { roleAtLeast } from '@salesflow/shared/auth/roles';
import { isCustomColumn } from '@salesflow/shared/imports/import-headers';
import {
  type FieldMapping,
  MAX_MAPPED_FIELDS,
} from '@salesflow/shared/lead-capture/integration-settings.schema';
import type {
  FieldMappingAnswer,
  RotatedKeyAnswer,
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
import { commit, type Write } from '../../platform/data/unit-of-work';
import { ValidationError } from '../../platform/errors';
import { openSecret, sealSecret } from '../../platform/secrets/secret-box';
import { listCustomFields } from '../custom-fields/custom-fields.service';
import { forgetKey, forgetMapping, KEY_TRUST_SECONDS } from './lead-capture-memory';
import type { WebhookEndpoint } from './webhook.entity';
import { hashWebhookKey, newWebhookKey } from './webhook-key';
import {
  EndpointChangedError,
  endpointRemoveWrites,
  endpointSaveWrites,
  lastLeadAt,
  listDeliveries,
  readEndpoint,
  readMapping,
  saveMapping,
} from './webhooks.repository';

const KEY_PURPOSE = 'webhookKey';

/** A new key for the organization, sealed; answers the endpoint and the key in the clear. */
const withKey = async (
  organizationId: string,
  setUpBy: string,
  leadsPerMinute: number,
): Promise<{ endpoint: WebhookEndpoint; key: string }> => {
  const key = newWebhookKey();
  const endpoint: WebhookEndpoint = {
    organizationId,
    sealedKey: await sealSecret(key, { organizationId, purpose: KEY_PURPOSE }),
    plainKey: null,
    keyHash: hashWebhookKey(key),
    leadsPerMinute,
    setUpBy,
    updatedAt: new Date().toISOString(),
  };
  return { endpoint, key };
};

/**
 * An endpoint and its key in the clear. One saved before keys were sealed gets its key sealed
 * now (the same key: the senders' URLs keep working).
 */
const opened = async (
  endpoint: WebhookEndpoint,
): Promise<{ endpoint: WebhookEndpoint; key: string }> => {
  const context = { organizationId: endpoint.organizationId, purpose: KEY_PURPOSE };
  if (endpoint.sealedKey) return { endpoint, key: await openSecret(endpoint.sealedKey, context) };
  const key = endpoint.plainKey ?? '';
  const sealed = { ...endpoint, sealedKey: await sealSecret(key, context), plainKey: null };
  try {
    await commit(endpointSaveWrites(endpoint, sealed));
    return { endpoint: sealed, key };
  } catch (error) {
    if (!(error instanceof EndpointChangedError)) throw error;
    return opened((await readEndpoint(endpoint.organizationId)) as WebhookEndpoint);
  }
};

/** The organization's endpoint; the first time anyone looks, its key is made. */
const endpointOf = async (
  auth: AuthContext,
): Promise<{ endpoint: WebhookEndpoint; key: string }> => {
  const existing = await readEndpoint(auth.organizationId);
  if (existing) return opened(existing);
  const created = await withKey(auth.organizationId, auth.userId, DEFAULT_LEADS_PER_MINUTE);
  try {
    await commit(endpointSaveWrites(null, created.endpoint));
    return created;
  } catch (error) {
    // Two first looks at once: the other one made it.
    if (!(error instanceof EndpointChangedError)) throw error;
    return opened((await readEndpoint(auth.organizationId)) as WebhookEndpoint);
  }
};

const urlsOf = (key: string) =>
  Object.fromEntries(
    WEBHOOK_SOURCES.map((source) => [
      source,
      `${config.appOrigin}${webhookPath(source)}?key=${key}`,
    ]),
  ) as Record<WebhookSource, string>;

const answerOf = async (
  auth: AuthContext,
  { endpoint, key }: { endpoint: WebhookEndpoint; key: string },
): Promise<WebhookUrlsAnswer> => ({
  success: true,
  webhookUrls: urlsOf(key),
  lastUpdated: await lastLeadAt(endpoint.organizationId),
  leadsPerMinute: endpoint.leadsPerMinute,
  // What the page offers; the route table is what enforces it (admin for the changes).
  canManage: roleAtLeast(auth.role ?? 'member', 'admin'),
});

export const webhookUrls = async (auth: AuthContext) => answerOf(auth, await endpointOf(auth));

/**
 * A new key in one transaction with the old one's removal. The old key is refused from then on,
 * except by a webhook container that found it in the last KEY_TRUST_SECONDS (30 s): it stops
 * there too within that time (lead-capture-memory.ts).
 */
export const rotateWebhookKey = async (auth: AuthContext): Promise<RotatedKeyAnswer> => {
  const { endpoint: previous } = await endpointOf(auth);
  const next = await withKey(auth.organizationId, auth.userId, previous.leadsPerMinute);
  await commit(endpointSaveWrites(previous, next.endpoint));
  forgetKey(previous.keyHash);
  return { ...(await answerOf(auth, next)), oldKeyStopsWithinSeconds: KEY_TRUST_SECONDS };
};

export const changeLeadCeiling = async (
  auth: AuthContext,
  leadsPerMinute: number,
): Promise<WebhookUrlsAnswer> => {
  const { endpoint: previous, key } = await endpointOf(auth);
  const next = { ...previous, leadsPerMinute, updatedAt: new Date().toISOString() };
  await commit(endpointSaveWrites(previous, next));
  // Applies to leads at once here, within KEY_TRUST_SECONDS in other webhook containers.
  forgetKey(previous.keyHash);
  return answerOf(auth, { endpoint: next, key });
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
  const custom = Object.entries(mapping).filter(([, target]) => isCustomColumn(target));
  if (custom.length) {
    const known = new Set((await listCustomFields(auth, 'contact')).map((field) => field.key));
    const gone = custom.filter(([, target]) => !known.has(target.slice(3)));
    if (gone.length) {
      throw new ValidationError(
        gone.map(([sent]) => ({
          field: `mapping.${sent}`,
          message: 'No such contact custom field',
        })),
      );
    }
  }
  await saveMapping(auth.organizationId, source, mapping, new Date().toISOString());
  forgetMapping(auth.organizationId, source);
  return { source, mapping };
};

/**
 * For an organization being removed (a never-used sign-up organization): its endpoint and key
 * lookup go in the removal's transaction, so its key finds it no more from that moment.
 */
export const webhookEndpointRemovalWrites = async (organizationId: string): Promise<Write[]> => {
  const endpoint = await readEndpoint(organizationId);
  return endpoint ? endpointRemoveWrites(endpoint) : [];
};
