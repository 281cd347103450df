/**
 * The one small port to the WhatsApp Cloud API (Meta's Graph API), with fetch. The base URL is
 * Graph's, or WHATSAPP_API_BASE_URL (the local fake in test/fakes/whatsapp on the local stack and
 * in tests). Every answer is a value, never a throw: a refusal is something to tell the user.
 */
export const GRAPH_API_VERSION = 'v21.0';
const TIMEOUT_MS = 8_000;

export const graphBaseUrl = (): string =>
  (process.env.WHATSAPP_API_BASE_URL || 'https://graph.facebook.com').replace(/\/+$/, '');

export type GraphAnswer<T> =
  | { kind: 'ok'; body: T }
  /** Graph answered with its error body: status, code, subcode, message and details. */
  | {
      kind: 'refused';
      status: number;
      code: number | null;
      message: string;
      details: string | null;
    }
  | { kind: 'unreachable'; reason: string };

interface GraphErrorBody {
  error?: {
    message?: string;
    code?: number;
    error_subcode?: number;
    error_data?: { details?: string };
  };
}

const reasonOf = (error: unknown): string => {
  const e = error as { name?: string; message?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'no answer in time';
  return e.cause?.code ?? e.message ?? String(error);
};

const call = async <T>(
  token: string,
  method: 'GET' | 'POST',
  pathOrUrl: string,
  body?: unknown,
): Promise<GraphAnswer<T>> => {
  const url = pathOrUrl.startsWith('http')
    ? pathOrUrl
    : `${graphBaseUrl()}/${GRAPH_API_VERSION}${pathOrUrl}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'unreachable', reason: reasonOf(error) };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    return { kind: 'unreachable', reason: `an answer that is not JSON (HTTP ${response.status})` };
  }
  if (response.ok) return { kind: 'ok', body: parsed as T };
  const error = (parsed as GraphErrorBody).error;
  return {
    kind: 'refused',
    status: response.status,
    code: typeof error?.code === 'number' ? error.code : null,
    message: error?.message ?? `HTTP ${response.status}`,
    details: error?.error_data?.details ?? null,
  };
};

export interface GraphCredentials {
  accessToken: string;
  phoneNumberId: string;
}

export interface SentAnswer {
  messaging_product: 'whatsapp';
  contacts?: { input: string; wa_id: string }[];
  messages: { id: string; message_status?: string }[];
}

/** `to` is digits with the country code (E.164 without +, as WhatsApp wants it). */
export const sendTextMessage = (credentials: GraphCredentials, to: string, text: string) =>
  call<SentAnswer>(credentials.accessToken, 'POST', `/${credentials.phoneNumberId}/messages`, {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: false, body: text },
  });

export const sendTemplateMessage = (
  credentials: GraphCredentials,
  to: string,
  template: { name: string; language: string; parameters?: readonly string[] },
) =>
  call<SentAnswer>(credentials.accessToken, 'POST', `/${credentials.phoneNumberId}/messages`, {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      ...(template.parameters?.length
        ? {
            components: [
              {
                type: 'body',
                parameters: template.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          }
        : {}),
    },
  });

export interface PhoneNumberProfile {
  id: string;
  display_phone_number: string;
  verified_name?: string;
}

/** The cheap check made on saving: the number's profile, read with the token. */
export const readPhoneNumberProfile = (credentials: GraphCredentials) =>
  call<PhoneNumberProfile>(
    credentials.accessToken,
    'GET',
    `/${credentials.phoneNumberId}?fields=display_phone_number,verified_name`,
  );

export interface GraphTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category: string;
  components?: { type: string; text?: string }[];
}

interface TemplatePage {
  data: GraphTemplate[];
  paging?: { cursors?: { after?: string }; next?: string };
}

/** Every template of the business account, page by page (at most 20 pages of 100). */
export const listAllTemplates = async (
  accessToken: string,
  businessAccountId: string,
): Promise<GraphAnswer<GraphTemplate[]>> => {
  const all: GraphTemplate[] = [];
  let next: string | undefined =
    `/${businessAccountId}/message_templates?limit=100&fields=name,language,status,category,components`;
  for (let page = 0; next && page < 20; page += 1) {
    const answer: GraphAnswer<TemplatePage> = await call<TemplatePage>(accessToken, 'GET', next);
    if (answer.kind !== 'ok') return answer;
    all.push(...(answer.body.data ?? []));
    next = answer.body.paging?.next;
  }
  return { kind: 'ok', body: all };
};

/** What to tell the user about a refusal, in plain words. */
export const graphFailureMessage = (answer: Exclude<GraphAnswer<unknown>, { kind: 'ok' }>) => {
  if (answer.kind === 'unreachable') return `WhatsApp could not be reached: ${answer.reason}`;
  if (answer.code === 190) return 'WhatsApp refused the access token: it is invalid or has expired';
  const detail = answer.details ? `: ${answer.details}` : '';
  return `WhatsApp refused the request: ${answer.message}${detail}${answer.code ? ` (error ${answer.code})` : ''}`;
};
