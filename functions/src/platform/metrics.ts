import { MetricSet } from './emf';

/**
 * CloudWatch metrics as embedded metric format lines (emf.ts: no API call): per request, on the route's
 * own dimension, how many, how slow and how they failed; and business events (a contact created,
 * a deal won) under the service alone, so they add up across routes. The local stack turns the
 * output off (POWERTOOLS_METRICS_DISABLED); a test turns it on and reads it.
 */
const events = new MetricSet();

export type BusinessEvent =
  | 'whatsappInboundStored'
  | 'whatsappInboundDuplicate'
  | 'whatsappCommandRun'
  | 'emailSent'
  | 'emailAddressStopped'
  | 'organizationErased'
  | 'organizationRemoved'
  | 'whatsappSent'
  | 'whatsappStatusApplied'
  | 'contactCreated'
  | 'contactUpdated'
  | 'contactDeleted'
  | 'contactRestored'
  | 'contactsMerged'
  | 'contactMergeResumed'
  | 'leadImported'
  | 'dealCreated'
  | 'dealStageChanged'
  | 'dealWon'
  | 'activityLogged'
  | 'contactChangeApplied'
  | 'contactDuplicatesChecked'
  | 'contactDuplicatesFound'
  | 'leadRescored'
  | 'leadScoreUnchanged'
  | 'noticeSent'
  | 'noticeEmailed'
  | 'dailyReportSent'
  | 'weeklyReportSent'
  | 'invitationSent'
  | 'invitationAccepted'
  | 'memberRoleChanged'
  | 'memberRemoved'
  | 'memberLeft'
  | 'teamSettingsChanged'
  | 'leadAssigned'
  | 'assignmentCompleted'
  | 'leadsReleased'
  | 'leadCaptured'
  | 'leadHeld'
  | 'contactMessageReceived'
  | 'contactMessageRobot'
  | 'heldLeadReleased'
  | 'leadRefused'
  | 'aiCallCreated'
  | 'aiCallCompleted'
  | 'realCallPlaced'
  | 'realCallUnanswered'
  | 'realCallRetried'
  | 'autoRunStarted'
  | 'realCallCompleted'
  | 'realCallAnalysed'
  | 'dialerHeldBack'
  | 'dialerSkipped'
  | 'callsFollowedContact'
  | 'outboxEntryDeadLettered';

export const countEvent = (event: BusinessEvent, count = 1): void => {
  if (count > 0) events.add(event, 'Count', count);
};

/** One request's figures, on its route's dimension, in one line. */
export const recordRequest = (routeKey: string, status: number, milliseconds: number): void => {
  const request = new MetricSet({ route: routeKey });
  request.add('requests', 'Count', 1);
  request.add('latency', 'Milliseconds', milliseconds);
  if (status >= 500) request.add('serverErrors', 'Count', 1);
  else if (status === 429) request.add('rateLimited', 'Count', 1);
  else if (status >= 400) request.add('clientErrors', 'Count', 1);
  request.publish();
};

/** Sends the business events of this invocation (nothing when there were none). */
export const flushMetrics = (): void => {
  events.publish();
};
