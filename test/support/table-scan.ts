import { type ScanRead, scanPages } from '../../infra/migrations/migration-runner';
import { testTable } from './table';

/**
 * Every item of the run's table that passes `read`'s filter (a Scan is fine in a test, never on
 * a request), read as the migrations read it: in parallel segments, every page to the end.
 */
export const scanTable = async (read: ScanRead): Promise<Record<string, unknown>[]> => {
  const table = testTable();
  const found: Record<string, unknown>[] = [];
  for await (const page of scanPages(
    { doc: table.client, table: table.name, log: () => undefined },
    read,
  )) {
    found.push(...page);
  }
  return found;
};

/** Every item of an organization, wherever it is (its keys name it, or it says it is its): keys. */
export const organizationKeys = async (
  organizationId: string,
): Promise<{ pk: string; sk: string }[]> =>
  (
    await scanTable({
      filter: {
        expression:
          'contains(pk, :id) OR contains(sk, :id) OR organizationId = :id OR defaultOrganizationId = :id',
        values: { ':id': organizationId },
      },
      attributes: ['pk', 'sk'],
    })
  ).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
