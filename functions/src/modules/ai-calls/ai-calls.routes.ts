import {
  member,
  type RouteDefinition,
  sending,
  uploading,
  withSecrets,
} from '../../platform/http/route-table';

/**
 * One of Twilio's webhooks for a real call: public, each checked against the organization's auth
 * token (X-Twilio-Signature), which it opens. A call's end goes to the call-outcomes worker (and
 * a run's next lead to auto-run-steps); a call that never connects goes on its contact's timeline.
 */
const twilioWebhook = (path: string, handler: string): RouteDefinition => ({
  method: 'POST',
  path,
  handler,
  access: 'public',
  table: 'readwrite',
  secrets: 'read',
  sends: ['call-outcomes', 'auto-run-steps'],
});

/**
 * Exotel's callbacks for a real call: public, each checked against the call's own token in its
 * URL (Exotel signs nothing); the recording is fetched with the organization's Exotel key later.
 */
const exotelWebhook = (path: string, handler: string): RouteDefinition => ({
  method: 'POST',
  path,
  handler,
  access: 'public',
  table: 'readwrite',
  sends: ['call-outcomes', 'auto-run-steps'],
});

/**
 * AI calls. A call's end is on its contact's timeline, which rescores the lead (from the table's
 * stream), and is told to the lead's holder when that is someone else (notifications).
 */
export const aiCallsRoutes: readonly RouteDefinition[] = [
  member('GET', '/api/ai-calls', 'ai-calls/records/list-ai-calls'),
  sending(member('POST', '/api/ai-calls', 'ai-calls/records/create-ai-call'), 'notifications'),
  member('GET', '/api/ai-calls/{id}', 'ai-calls/records/get-ai-call'),
  sending(member('PUT', '/api/ai-calls/{id}', 'ai-calls/records/update-ai-call'), 'notifications'),
  member('GET', '/api/ai-calling/queue', 'ai-calls/records/get-call-queue'),
  member('GET', '/api/ai-calling/usage', 'ai-calls/records/get-call-usage'),
  // A short-lived link to a real call's recording, kept in the uploads bucket.
  uploading(
    member('GET', '/api/ai-calls/{id}/recording', 'ai-calls/real-calls/get-call-recording'),
    'read',
  ),
  // End Call on a real call: Twilio hangs up (the library ships beside the bundle), an Exotel
  // call's stream is closed; a call not placed yet is cancelled, on its contact's timeline.
  {
    ...sending(
      withSecrets(
        member('POST', '/api/ai-calls/{id}/hang-up', 'ai-calls/real-calls/hang-up-call'),
        'read',
      ),
      'call-outcomes',
      'auto-run-steps',
    ),
    nodeModules: ['twilio'],
    postsToConnections: true,
  },
  // Start Auto-Calling with real calls: a run calls the queue one lead after another (each end
  // calls the next through the auto-run-steps worker) until stopped.
  member('GET', '/api/ai-calling/auto-run', 'ai-calls/auto-calling/get-auto-run'),
  sending(
    withSecrets(
      member('POST', '/api/ai-calling/auto-run', 'ai-calls/auto-calling/start-auto-run'),
      'read',
    ),
    'ai-call-dialer',
  ),
  member('POST', '/api/ai-calling/auto-run/stop', 'ai-calls/auto-calling/stop-auto-run'),
  // A lead chosen for auto-calling (the contacts list's bulk action) taken off again.
  member('DELETE', '/api/ai-calling/chosen/{id}', 'ai-calls/auto-calling/unchoose-lead'),
  // What a real call to a number would cost, from Twilio's Pricing API (the library's client).
  {
    ...withSecrets(
      member('GET', '/api/ai-calling/call-cost', 'ai-calls/real-calls/get-call-cost'),
      'read',
    ),
    nodeModules: ['twilio'],
  },
  // Real calls need the organization's Twilio credentials, opened only to check they are there;
  // a call for now goes to the dialer (ai-call-dialer).
  sending(
    withSecrets(
      member('POST', '/api/ai-calling/start-real-call', 'ai-calls/real-calls/start-real-call'),
      'read',
    ),
    'ai-call-dialer',
  ),
  sending(
    withSecrets(
      member('POST', '/api/ai-calling/initiate', 'ai-calls/real-calls/initiate-call'),
      'read',
    ),
    'ai-call-dialer',
  ),
  twilioWebhook(
    '/api/webhooks/twilio/{orgId}/calls/{callId}/voice',
    'modules/ai-calls/twilio/twilio-voice.handler',
  ),
  twilioWebhook(
    '/api/webhooks/twilio/{orgId}/calls/{callId}/status',
    'modules/ai-calls/twilio/twilio-status.handler',
  ),
  twilioWebhook(
    '/api/webhooks/twilio/{orgId}/calls/{callId}/recording',
    'modules/ai-calls/twilio/twilio-recording.handler',
  ),
  twilioWebhook(
    '/api/webhooks/twilio/{orgId}/calls/{callId}/relay-end',
    'modules/ai-calls/twilio/twilio-relay-end.handler',
  ),
  exotelWebhook(
    '/api/webhooks/exotel/{orgId}/calls/{callId}/status',
    'modules/ai-calls/exotel/exotel-status.handler',
  ),
  // An answering machine gets the voicemail message on the call's open relay session.
  {
    ...twilioWebhook(
      '/api/webhooks/twilio/{orgId}/calls/{callId}/amd',
      'modules/ai-calls/twilio/twilio-amd.handler',
    ),
    postsToConnections: true,
  },
];
