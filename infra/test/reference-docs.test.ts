import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencePages } from '../docs/reference-docs';

const root = resolve(import.meta.dirname, '../..');

describe('the reference pages of docs/', () => {
  it('say what the code says (run `npm run docs` after changing routes, queues or keys)', () => {
    for (const [path, text] of Object.entries(referencePages())) {
      expect(readFileSync(resolve(root, path), 'utf8'), `${path} is stale: npm run docs`).toBe(
        text,
      );
    }
  });

  it('list every route and every key shape an organization is stored under', () => {
    const pages = referencePages();
    expect(pages['docs/route-table.md']).toContain(
      '| POST | `/api/webhooks/leads/email` | public |',
    );
    expect(pages['docs/data-model.md']).toContain('| partition | `ORG#<org>#CONTACTS#<shard>` |');
  });
});
