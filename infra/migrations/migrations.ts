import { callFiguresMigration } from './call-figures';
import { callQueueIndexMigration } from './call-queue-index';
import { callsFromStreamMigration } from './calls-from-stream';
import { contactDuplicatesMigration } from './contact-duplicates';
import { contactCustomSortRowsMigration, contactListRowsMigration } from './contact-list-rows';
import { contactPhoneIndexMigration } from './contact-phone-index';
import { contactPhoneSetsMigration } from './contact-phone-sets';
import { countersFromStreamMigration } from './counters-from-stream';
import { dealCountersFromStreamMigration } from './deal-counters-from-stream';
import { dealLeadOwnersMigration } from './deal-lead-owners';
import { dealListCustomValuesMigration, dealListRowsMigration } from './deal-list-rows';
import { dealQuartersMigration } from './deal-quarters';
import { erasureListsMigration } from './erasure-lists';
import { followUpIndexesMigration } from './follow-up-indexes';
import { leadHoldersMigration } from './lead-holders';
import type { Migration } from './migration-runner';
import { organizationSeatsMigration } from './organization-seats';
import { organizationTrialEndMigration } from './organization-trial-end';
import { platformCallCountersMigration } from './platform-call-counters';
import { reportCountersMigration } from './report-counters';
import {
  searchIndexMigration,
  searchOtherPartsMigration,
  searchPartsMigration,
} from './search-index';

/** Every migration, oldest first. A new one is added at the end and never edited once shipped. */
export const migrations: readonly Migration[] = [
  searchIndexMigration,
  dealQuartersMigration,
  followUpIndexesMigration,
  organizationSeatsMigration,
  leadHoldersMigration,
  callQueueIndexMigration,
  contactPhoneIndexMigration,
  organizationTrialEndMigration,
  reportCountersMigration,
  callFiguresMigration,
  platformCallCountersMigration,
  dealLeadOwnersMigration,
  countersFromStreamMigration,
  erasureListsMigration,
  dealCountersFromStreamMigration,
  callsFromStreamMigration,
  contactPhoneSetsMigration,
  contactListRowsMigration,
  contactDuplicatesMigration,
  searchPartsMigration,
  dealListRowsMigration,
  searchOtherPartsMigration,
  contactCustomSortRowsMigration,
  dealListCustomValuesMigration,
];
