import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { sesEventNotification } from '@salesflow/shared/emails/ses-event';

/**
 * SES's mailbox simulator, for the local SES (which delivers everything to its mailbox and
 * publishes no events): an email to `bounce@simulator.amazonses.com` or
 * `complaint@simulator.amazonses.com` produces the permanent bounce or complaint SES would, as
 * SNS delivers it to the email-events queue, so the very worker that runs in AWS handles it.
 */
const SIMULATED: Record<string, 'bounce' | 'complaint'> = {
  'bounce@simulator.amazonses.com': 'bounce',
  'complaint@simulator.amazonses.com': 'complaint',
};

interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  at: number;
}

export const startSesSimulator = (options: {
  mailboxUrl: string;
  sqs: SQSClient;
  queueUrl: string;
  intervalMs?: number;
}) => {
  const seen = new Set<string>();
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const look = async () => {
    const response = await fetch(`${options.mailboxUrl}/store`);
    const { emails } = (await response.json()) as { emails: StoredEmail[] };
    for (const email of emails) {
      if (seen.has(email.messageId)) continue;
      seen.add(email.messageId);
      for (const address of email.destination.to) {
        const plain = (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();
        const kind = SIMULATED[plain];
        if (!kind) continue;
        await options.sqs.send(
          new SendMessageCommand({
            QueueUrl: options.queueUrl,
            MessageBody: sesEventNotification(
              kind,
              {
                messageId: email.messageId,
                source: email.from,
                destination: email.destination.to,
                timestamp: new Date(email.at).toISOString(),
              },
              plain,
            ),
          }),
        );
      }
    }
  };
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(look).catch(() => undefined);
  }, options.intervalMs ?? 500);
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};
