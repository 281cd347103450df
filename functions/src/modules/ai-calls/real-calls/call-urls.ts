/**
 * Our URLs a carrier calls for one real call, under the configured public URL (PUBLIC_API_URL:
 * Twilio signs what it calls, so the same URL must be built when it is checked), and the
 * WebSocket URL of its ConversationRelay session (RELAY_WS_URL).
 */
export type CallWebhook = 'voice' | 'status' | 'amd' | 'recording' | 'relay-end';

const configured = (name: 'PUBLIC_API_URL' | 'RELAY_WS_URL'): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not configured`);
  return value.replace(/\/+$/, '');
};

export const callWebhookPath = (organizationId: string, callId: string, hook: CallWebhook) =>
  `/api/webhooks/twilio/${encodeURIComponent(organizationId)}/calls/${encodeURIComponent(callId)}/${hook}`;

export const callWebhookUrl = (organizationId: string, callId: string, hook: CallWebhook) =>
  `${configured('PUBLIC_API_URL')}${callWebhookPath(organizationId, callId, hook)}`;

/** The public URL a webhook request was made to, as its signer saw it: path and query. */
export const publicUrlOf = (rawPath: string, rawQuery: string | undefined) =>
  `${configured('PUBLIC_API_URL')}${rawPath}${rawQuery ? `?${rawQuery}` : ''}`;

export const relaySocketUrl = (organizationId: string, callId: string) =>
  `${configured('RELAY_WS_URL')}?org=${encodeURIComponent(organizationId)}&call=${encodeURIComponent(callId)}`;

/**
 * Exotel's status callback of one call: Exotel does not sign its callbacks, so the URL carries the
 * call's own unguessable token (checked on arrival).
 */
export const exotelStatusUrl = (organizationId: string, callId: string, token: string) =>
  `${configured('PUBLIC_API_URL')}/api/webhooks/exotel/${encodeURIComponent(organizationId)}/calls/${encodeURIComponent(callId)}/status?token=${encodeURIComponent(token)}`;

/**
 * The AgentStream WebSocket Exotel opens for one call: the relay's socket, with the call's token
 * in the query and as Basic credentials (the call as user, the token as password), which Exotel
 * sends as an Authorization header.
 */
export const exotelStreamUrl = (organizationId: string, callId: string, token: string) => {
  const url = new URL(
    `${relaySocketUrl(organizationId, callId)}&carrier=exotel&token=${encodeURIComponent(token)}`,
  );
  url.username = callId;
  url.password = token;
  return url.toString();
};
