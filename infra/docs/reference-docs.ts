import { erasureDeclarations } from '@salesflow/functions/erasure-registry';
import { TABLE } from '@salesflow/functions/platform/data/table-definition';
import { projectors } from '@salesflow/functions/platform/projectors';
import { queues, schedules } from '@salesflow/functions/queues';
import {
  localOnlyRoutes,
  type RouteDefinition,
  routes,
  socketRoutes,
} from '@salesflow/functions/routes';

/**
 * The reference pages of docs/ that are read from the code, not written by hand: the route table
 * (with the queues, schedules and projectors) and the data model (the table, its indexes and, by
 * module, every key shape an organization's data is stored under). `npm run docs` writes them;
 * infra/test/reference-docs.test.ts fails while a page differs from the code.
 */
const GENERATED =
  '<!-- Generated from the code by `npm run docs` (infra/docs/reference-docs.ts): do not edit. -->';

const cell = (value: string) => value.replace(/\|/g, '\\|');
const code = (value: string) => `\`${cell(value)}\``;
const moduleOf = (handler: string) => handler.split('/')[1] ?? handler;

const grantsOf = (row: Partial<RouteDefinition>): string => {
  const grants = [
    ...(row.sends?.length ? [`sends ${row.sends.join(', ')}`] : []),
    ...(row.uploads ? [`uploads ${row.uploads}`] : []),
    ...(row.secrets ? [`secrets ${row.secrets}`] : []),
    ...(row.emails ? ['email'] : []),
    ...(row.emailIdentities ? ['email identities'] : []),
    ...(row.payments ? ['payments'] : []),
    ...(row.oidc ? ['sign-in provider'] : []),
    ...(row.postsToConnections ? ['relay connections'] : []),
    ...(row.whileReadOnly ? ['while read-only'] : []),
    ...(row.timeoutSeconds ? [`${row.timeoutSeconds} s`] : []),
    ...(row.nodeModules?.length ? [`ships ${row.nodeModules.join(', ')}`] : []),
  ];
  return grants.join('; ') || '—';
};

const groupBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
};

export const routeTablePage = (): string => {
  const lines = [
    GENERATED,
    '',
    '# Route table',
    '',
    `Every HTTP route is one Lambda behind API Gateway (${routes.length} routes), declared by its module in \`functions/src/modules/<area>/<area>.routes.ts\` and composed in \`functions/src/routes.ts\`. "Who" is who may call it (\`public\`, \`user\`: any signed-in user, a minimum team role, \`operator\`); "table" what it may do with the table; "also" the rest the CDK stack grants it. What each route takes and answers: [api.md](api.md).`,
    '',
  ];
  for (const [module, rows] of groupBy(routes, (row) => moduleOf(row.handler))) {
    lines.push(
      `## ${module}`,
      '',
      '| method | path | who | table | also | handler |',
      '|---|---|---|---|---|---|',
    );
    for (const row of rows) {
      lines.push(
        `| ${row.method} | ${code(row.path)} | ${row.access} | ${row.table} | ${cell(grantsOf(row))} | ${code(row.handler)} |`,
      );
    }
    lines.push('');
  }
  lines.push(
    '## Served by the local stack only',
    '',
    '| method | path | handler |',
    '|---|---|---|',
    ...localOnlyRoutes.map((row) => `| ${row.method} | ${code(row.path)} | ${code(row.handler)} |`),
    '',
    '## WebSocket routes',
    '',
    '| API | route | table | also | handler |',
    '|---|---|---|---|---|',
    ...socketRoutes.map(
      (row) =>
        `| ${row.api} | ${code(row.routeKey)} | ${row.table} | ${cell(grantsOf(row))} | ${code(row.handler)} |`,
    ),
    '',
    '## Queues',
    '',
    'Each with its dead-letter queue (`<name>-dlq`), declared by the module whose worker reads it (`<area>.queues.ts`).',
    '',
    '| queue | worker | batch | visibility | receives before the DLQ | also |',
    '|---|---|---|---|---|---|',
    ...queues.map(
      (queue) =>
        `| ${code(queue.name)} | ${code(queue.worker)} | ${queue.batchSize} | ${queue.visibilityTimeoutSeconds} s | ${queue.maxReceiveCount} | ${cell(grantsOf(queue as Partial<RouteDefinition>))} |`,
    ),
    '',
    '## Schedules',
    '',
    '| schedule | every | handler | also |',
    '|---|---|---|---|',
    ...schedules.map(
      (schedule) =>
        `| ${code(schedule.name)} | ${schedule.rateMinutes} min | ${code(schedule.handler)} | ${cell(grantsOf(schedule as Partial<RouteDefinition>))} |`,
    ),
    '',
    '## Stream projectors',
    '',
    '| projector | handler | item types | batch |',
    '|---|---|---|---|',
    ...projectors.map(
      (projector) =>
        `| ${code(projector.name)} | ${code(projector.handler)} | ${projector.itemTypes.join(', ')} | ${projector.batchSize} |`,
    ),
    '',
  );
  return lines.join('\n');
};

export const dataModelPage = (): string => {
  const lines = [
    GENERATED,
    '',
    '# Data model',
    '',
    `One DynamoDB table: partition key \`${TABLE.partitionKey}\`, sort key \`${TABLE.sortKey}\`, TTL attribute \`${TABLE.ttlAttribute}\`, stream \`${TABLE.streamViewType}\` (read by the projectors). Global indexes:`,
    '',
    '| index | partition key | sort key |',
    '|---|---|---|',
    ...TABLE.globalIndexes.map(
      (index) => `| ${index.name} | ${index.partitionKey} | ${index.sortKey} |`,
    ),
    '',
    "Below, by module, every key shape an organization's data is stored under, as the modules declare it (`keyShape` in their entity files, named by their `<module>.erasure.ts`; `functions/src/erasure-registry.ts` lists them, and the erasure's coverage test fails on a key written for an organization that none of them names). `<placeholders>` are ids. Partitions are read from the organization's id; derived items are found from an item of those partitions; items left carry the organization's id but are not its to erase.",
    '',
  ];
  for (const declaration of [...erasureDeclarations].sort((a, b) =>
    a.module.localeCompare(b.module),
  )) {
    lines.push(`## ${declaration.module}`, '', '| kind | key shape | note |', '|---|---|---|');
    for (const partition of declaration.partitions ?? []) {
      const note = [
        ...(partition.index ? [`listed on ${partition.index.name}`] : []),
        ...(partition.lists?.length ? [`lists ${partition.lists.map(code).join(', ')}`] : []),
        ...(partition.keptOnErasure ? ['part kept when a closed organization is erased'] : []),
      ].join('; ');
      lines.push(`| partition | ${code(partition.pattern)} | ${note || '—'} |`);
    }
    for (const derived of declaration.derived ?? []) {
      lines.push(
        `| derived | ${code(derived.pattern)} | ${derived.keptOnErasure ? 'kept when a closed organization is erased' : '—'} |`,
      );
    }
    for (const left of declaration.left ?? []) {
      lines.push(`| left | ${code(left.pattern)} | ${cell(left.why)} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
};

export const referencePages = (): Record<string, string> => ({
  'docs/route-table.md': routeTablePage(),
  'docs/data-model.md': dataModelPage(),
});
