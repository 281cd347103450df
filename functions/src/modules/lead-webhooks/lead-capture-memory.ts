import {
  WEBHOOK_KEY_TRUST_SECONDS,
  type WebhookSource,
} from '@salesflow/shared/lead-capture/lead-sources';
import { memoryCache } from '../../platform/memory-cache';
import { organizationContext } from '../directory/organization-facts.service';
import { roundRobinAssigner } from '../teams/team-settings.service';
import { endpointOfKeyHash, readMapping } from './webhooks.repository';

/**
 * What a lead webhook's container remembers between deliveries, so a burst into one organization
 * reads its key, mapping and team once rather than once per lead. Each container has its own, so
 * a change made elsewhere reaches it within the times below at most (a change made in this
 * container is forgotten at once):
 * - a key, KEY_TRUST_SECONDS: a rotated (or removed) key is refused within 30 s at most, and a
 *   ceiling change applies within 30 s. An unknown key is never remembered, so a new key works
 *   at once;
 * - the organization (its owner, time zone, round-robin members), its plan (the owner's plan and
 *   when it started: an upgrade lets held leads in within 10 s; a trial's end is still exact, as
 *   it is worked out from the start date at each lead), the round-robin members who are still
 *   active, and each source's field mapping: SETTINGS_TTL_MS. The contact count the plan's limit
 *   is checked against is never kept: it is read for each new lead.
 */
export const KEY_TRUST_SECONDS = WEBHOOK_KEY_TRUST_SECONDS;
const SETTINGS_TTL_MS = 10_000;

type Endpoint = Awaited<ReturnType<typeof endpointOfKeyHash>>;
type Context = Awaited<ReturnType<typeof organizationContext>>;
type Assigner = Awaited<ReturnType<typeof roundRobinAssigner>>;
type Mapping = Awaited<ReturnType<typeof readMapping>>;

const endpoints = memoryCache<Endpoint>({
  ttlMs: KEY_TRUST_SECONDS * 1000,
  keep: (endpoint) => endpoint !== null,
});
const contexts = memoryCache<Context>({ ttlMs: SETTINGS_TTL_MS });
const assigners = memoryCache<Assigner>({ ttlMs: SETTINGS_TTL_MS });
const mappings = memoryCache<Mapping>({ ttlMs: SETTINGS_TTL_MS });

/** The organization a key (by its hash) belongs to, and its ceiling; null for no such key. */
export const endpointOfKey = (keyHash: string) =>
  endpoints.get(keyHash, () => endpointOfKeyHash(keyHash));

/** A key rotated or changed here stops (or changes) at once in this container. */
export const forgetKey = (keyHash: string) => endpoints.forget(keyHash);

/** The organization and the plan it is on (its owner's), read together once. */
const contextFor = (organizationId: string) =>
  contexts.get(organizationId, () => organizationContext(organizationId));

export const organizationFor = async (organizationId: string) =>
  (await contextFor(organizationId)).organization;

/** The plan the organization is on (its owner's), and when it started. */
export const planFor = async (organizationId: string) => (await contextFor(organizationId)).plan;

/** Who gets the next lead, taking a turn each call; null when round-robin is off. */
export const assignerFor = (organizationId: string) =>
  assigners.get(organizationId, () => roundRobinAssigner(organizationId));

export const mappingFor = (organizationId: string, source: WebhookSource) =>
  mappings.get(`${organizationId}#${source}`, () => readMapping(organizationId, source));

export const forgetMapping = (organizationId: string, source: string) =>
  mappings.forget(`${organizationId}#${source}`);
