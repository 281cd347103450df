import type { SocketRouteDefinition } from '../../platform/http/route-table';

/**
 * The relay: the WebSocket Twilio's ConversationRelay opens for a real AI call. `$connect` checks
 * the Twilio signature with the organization's auth token (secrets), `$default` answers each
 * frame, streaming the reply back through the connections API.
 */
export const callRelaySocketRoutes: readonly SocketRouteDefinition[] = [
  {
    api: 'relay',
    routeKey: '$connect',
    handler: 'modules/call-relay/relay-connect.handler',
    table: 'readwrite',
    secrets: 'read',
  },
  {
    api: 'relay',
    routeKey: '$disconnect',
    handler: 'modules/call-relay/relay-disconnect.handler',
    table: 'readwrite',
  },
  {
    api: 'relay',
    routeKey: '$default',
    handler: 'modules/call-relay/relay-message.handler',
    table: 'readwrite',
    // The agent answers with the organization's LLM key.
    secrets: 'read',
    postsToConnections: true,
    // A prompt's reply streams from the LLM token by token.
    timeoutSeconds: 60,
    // An Exotel call's audio is heard by Amazon Transcribe and spoken by Polly (without an
    // organization's own OpenAI-compatible key), their clients shipped beside the bundle.
    speech: true,
    nodeModules: ['@aws-sdk/client-polly', '@aws-sdk/client-transcribe-streaming'],
  },
];
