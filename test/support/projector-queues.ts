import { CreateQueueCommand, SQSClient } from '@aws-sdk/client-sqs';
import { projectors } from '@salesflow/functions/platform/projectors';
import { queueEnvName } from '@salesflow/functions/queues';
import { inject } from 'vitest';

/**
 * For a test that hands a projector made-up stream records (contacts that are not in the table):
 * the messages they ask for (a contact "deleted", a lead score) go to throwaway queues of their
 * own instead of the stack's, whose workers would act on them (a contact-changes worker that
 * finds no such contact forgets its timeline). Answers how to put the stack's queues back.
 */
export const divertProjectorMessages = async (): Promise<() => void> => {
  const sqs = new SQSClient({
    endpoint: inject('awsEndpoint'),
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const names = [...new Set(projectors.flatMap((projector) => projector.sends ?? []))];
  const saved = names.map((name) => [queueEnvName(name), process.env[queueEnvName(name)]] as const);
  const stamp = Date.now().toString(36);
  for (const name of names) {
    const { QueueUrl } = await sqs.send(
      new CreateQueueCommand({ QueueName: `diverted-${name}-${stamp}` }),
    );
    process.env[queueEnvName(name)] = QueueUrl;
  }
  sqs.destroy();
  return () => {
    for (const [variable, value] of saved) {
      if (value === undefined) delete process.env[variable];
      else process.env[variable] = value;
    }
  };
};
