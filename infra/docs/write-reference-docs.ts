import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { referencePages } from './reference-docs';

/** `npm run docs`: writes the reference pages read from the code (reference-docs.ts). */
const root = resolve(import.meta.dirname, '../..');
for (const [path, text] of Object.entries(referencePages())) {
  writeFileSync(resolve(root, path), text);
  console.log(`wrote ${path} (${text.length.toLocaleString('en-US')} characters)`);
}
