import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import full from 'libphonenumber-js/min/metadata';
import { parsingMetadata } from '../src/contacts/phone-metadata-build';

/** `npx tsx shared/scripts/build-phone-metadata.ts`: after upgrading libphonenumber-js. */
const target = resolve(import.meta.dirname, '../src/contacts/phone-metadata.json');
writeFileSync(target, `${JSON.stringify(parsingMetadata(full as never))}\n`);
console.log(`wrote ${target}`);
