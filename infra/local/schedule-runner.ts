import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { backgroundGrants, routeGrants } from '@salesflow/functions/platform/route-grants';
import type { ScheduleDefinition } from '@salesflow/functions/queues';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { FUNCTIONS_SRC } from './handler-modules';
import { lambdaContext } from './lambda-event';

type ScheduledHandler = (event: ScheduledEvent, context: Context) => Promise<unknown>;

/** What EventBridge does in AWS: invokes each scheduled handler at its rate. */
export const startScheduleRunner = (schedules: readonly ScheduleDefinition[]) => {
  const timers = schedules.map((schedule) =>
    setInterval(async () => {
      const url = pathToFileURL(resolve(FUNCTIONS_SRC, `${schedule.handler}.ts`)).href;
      const { handler } = (await import(url)) as { handler: ScheduledHandler };
      const event: ScheduledEvent = {
        version: '0',
        id: crypto.randomUUID(),
        'detail-type': 'Scheduled Event',
        source: 'aws.events',
        account: '000000000000',
        time: new Date().toISOString(),
        region: 'local',
        resources: [`arn:aws:events:local:000000000000:rule/${schedule.name}`],
        detail: {},
      };
      // As IAM would in AWS: the schedule may send only to the queues and email it declares.
      await routeGrants
        .run(backgroundGrants(schedule), () => handler(event, lambdaContext(schedule.name)))
        .catch((error: unknown) => console.error(`[schedule] ${schedule.name} failed`, error));
    }, schedule.rateMinutes * 60_000),
  );
  return { stop: () => timers.forEach(clearInterval) };
};
