import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from './ports';
import { acquireStackLock } from './stack-lock';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'web/dist');

/** Every file under web/dist with its size and time, or null when there is none. */
const distState = (): string[] | null => {
  if (!existsSync(DIST)) return null;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stat = statSync(path);
        files.push(`${path} ${stat.size} ${stat.mtimeMs} ${stat.ino}`);
      }
    }
  };
  walk(DIST);
  return files.sort();
};

describe('npm start while a stack runs on the same data', () => {
  let dataDir: string;
  let lock: { release: () => void };
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'salesflow-start-build-'));
    // This test process is the running stack, as far as the lock says.
    lock = acquireStackLock(dataDir, 'http://localhost:3999');
  });
  afterEach(() => {
    lock.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses before building, so the running stack keeps serving web/dist untouched', async () => {
    const before = distState();
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(await freePort()),
        SALESFLOW_DATA_DIR: dataDir,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));

    expect(code, output).not.toBe(0);
    expect(output).toContain(`pid ${process.pid}, http://localhost:3999`);
    expect(output).not.toMatch(/vite v\d|building/i);
    expect(distState()).toEqual(before);
  }, 110_000);
});
