import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, startLocalStack } from './local-stack';

/** `npm start` (and `npm run dev` with --dev): the whole product on this machine. */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const viteOrigin = `http://localhost:${vitePort}`;

const main = async () => {
  const stack = await startLocalStack({
    port,
    dataDir: join(REPO_ROOT, '.data'),
    extraOrigins: dev ? [viteOrigin] : [],
    appOrigin: dev ? viteOrigin : undefined,
  });
  let vite: ChildProcess | undefined;
  const shutdown = async (code: number) => {
    // Vite runs in its own process group (through npx): end the whole group.
    if (vite?.pid) {
      try {
        process.kill(-vite.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await stack.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  process.once('uncaughtException', (error) => {
    console.error(error);
    void shutdown(1);
  });
  process.once('unhandledRejection', (error) => {
    console.error(error);
    void shutdown(1);
  });

  if (dev) {
    vite = spawn('npx', ['vite', '--port', String(vitePort), '--strictPort'], {
      cwd: join(REPO_ROOT, 'web'),
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, SALESFLOW_API: `http://localhost:${port}` },
    });
    vite.once('exit', (code) => void shutdown(code ?? 0));
  }

  const app = dev ? viteOrigin : stack.appUrl;
  console.log(`
  SalesFlow is running.

    App              ${app}${dev ? `   (Vite hot reload; API on ${stack.appUrl})` : ''}
    Sign-in provider ${stack.oidcIssuer}   (local OpenID Connect; any email signs in)
    Mailbox (SES)    ${stack.mailboxUrl}   (emails the app sends)
    DynamoDB Local   ${stack.dynamoEndpoint}   (table ${stack.tableName}, data in .data/)
    SQS + S3         ${stack.awsEndpoint}   (fauxqs)

  Press Ctrl-C to stop everything.
`);
};

main().catch((error: unknown) => {
  console.error(`Could not start SalesFlow: ${(error as Error).message}`);
  process.exit(1);
});
