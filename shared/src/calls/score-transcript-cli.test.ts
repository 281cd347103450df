import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const run = (file: string) =>
  spawnSync('npm', ['run', '--silent', 'score-transcript', '--', file], {
    cwd: root,
    encoding: 'utf8',
  });

describe('npm run score-transcript', () => {
  it('prints one JSON line with the four fields in order, and an error for a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'transcript-'));
    const file = join(dir, 'call.txt');
    writeFileSync(
      file,
      'AI: Is this a good time?\r\nLead: No, I am driving. Call me after 6 pm.\r\n',
    );

    const ok = run(file);
    const missing = run(join(dir, 'missing.txt'));

    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(
      /^\{"outcome":"callback","sentiment":"neutral","aiScore":\d+,"confidence":0(\.\d{1,4})?\}\n$/,
    );
    expect(missing.status).not.toBe(0);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toContain('Cannot read the transcript file');
  });
});
