/**
 * What SES tells about a sent email (event publishing through SNS, or identity notifications):
 * the permanent bounces and complaints that stop further email to an address. Transient bounces
 * (a full mailbox) and deliveries change nothing.
 */
export interface MailStop {
  kind: 'bounce' | 'complaint';
  /** SES's id of the email it is about. */
  messageId: string;
  addresses: string[];
  at: string;
  /** Our tags on the email (event publishing only). */
  tags: Record<string, string[]>;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

const addressesOf = (list: unknown, key = 'emailAddress') =>
  (Array.isArray(list) ? list : [])
    .map((r) => (isObject(r) ? text(r[key]).trim().toLowerCase() : ''))
    .filter(Boolean);

/** The SES event inside an SQS message body: SNS-wrapped (`Message`) or raw. */
const unwrap = (body: string): Json | null => {
  let outer: unknown;
  try {
    outer = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(outer)) return null;
  if (typeof outer.Message === 'string') {
    try {
      const inner: unknown = JSON.parse(outer.Message);
      return isObject(inner) ? inner : null;
    } catch {
      return null;
    }
  }
  return outer;
};

/** The stop an SES event means, or null (a delivery, a transient bounce, something else). */
export const readSesEvent = (body: string): MailStop | null => {
  const event = unwrap(body);
  if (!event) return null;
  const type = text(event.eventType || event.notificationType);
  const mail = isObject(event.mail) ? event.mail : {};
  const messageId = text(mail.messageId);
  const tags = (isObject(mail.tags) ? mail.tags : {}) as Record<string, string[]>;
  if (!messageId) return null;
  if (type === 'Bounce' && isObject(event.bounce)) {
    if (event.bounce.bounceType !== 'Permanent') return null;
    const addresses = addressesOf(event.bounce.bouncedRecipients);
    return addresses.length
      ? {
          kind: 'bounce',
          messageId,
          addresses,
          at: text(event.bounce.timestamp) || text(mail.timestamp),
          tags,
        }
      : null;
  }
  if (type === 'Complaint' && isObject(event.complaint)) {
    const addresses = addressesOf(event.complaint.complainedRecipients);
    return addresses.length
      ? {
          kind: 'complaint',
          messageId,
          addresses,
          at: text(event.complaint.timestamp) || text(mail.timestamp),
          tags,
        }
      : null;
  }
  return null;
};

/**
 * An SES event as SNS delivers it to SQS (what the local stack's mailbox simulator sends): the
 * same shape as event publishing's, for the simulator addresses.
 */
export const sesEventNotification = (
  kind: 'bounce' | 'complaint',
  mail: { messageId: string; source: string; destination: string[]; timestamp: string },
  address: string,
  at = new Date().toISOString(),
) => {
  const event =
    kind === 'bounce'
      ? {
          eventType: 'Bounce',
          bounce: {
            bounceType: 'Permanent',
            bounceSubType: 'General',
            bouncedRecipients: [
              {
                emailAddress: address,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              },
            ],
            timestamp: at,
            feedbackId: `${mail.messageId}-bounce`,
          },
          mail: { ...mail, tags: {} },
        }
      : {
          eventType: 'Complaint',
          complaint: {
            complainedRecipients: [{ emailAddress: address }],
            timestamp: at,
            feedbackId: `${mail.messageId}-complaint`,
            complaintFeedbackType: 'abuse',
          },
          mail: { ...mail, tags: {} },
        };
  return JSON.stringify({
    Type: 'Notification',
    MessageId: `${mail.messageId}-${kind}`,
    TopicArn: 'arn:aws:sns:ap-south-1:000000000000:salesflow-email-events',
    Message: JSON.stringify(event),
    Timestamp: at,
  });
};
