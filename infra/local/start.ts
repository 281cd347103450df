import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  LOCAL_OPERATOR_EMAIL,
  LOCAL_OPERATOR_GROUP,
  type LocalStack,
  REPO_ROOT,
  startLocalStack,
} from './local-stack';
import { assertPortFree } from './ports';
import { acquireStackLock, type StackLock } from './stack-lock';
import type { StackFailure } from './stack-watch';

/**
 * `npm start` (with --build: the page is built first) and `npm run dev` (with --dev): the whole
 * product on this machine.
 */
const dev = process.argv.includes('--dev');
const build = process.argv.includes('--build');
const port = Number(process.env.PORT ?? 3000);
/** Where the data lives; another folder gives a second stack data of its own. */
const dataDir = process.env.SALESFLOW_DATA_DIR ?? join(REPO_ROOT, '.data');
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const viteOrigin = `http://localhost:${vitePort}`;

/**
 * The data folder's lock and the port, taken and checked before anything changes a file: a second
 * `npm start` on the same data refuses here, instead of first rebuilding web/dist under the
 * running one (which then answers 503/404 for a few seconds). Then the page is built, if asked.
 */
const prepare = async (): Promise<StackLock> => {
  const lock = acquireStackLock(dataDir, `http://localhost:${port}`);
  try {
    await assertPortFree(port);
    if (build) {
      const built = spawnSync('npm', ['run', 'build', '-w', 'web'], {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      });
      if (built.status !== 0) throw new Error('Building the page (npm run build -w web) failed');
    }
    return lock;
  } catch (error) {
    lock.release();
    throw error;
  }
};

const main = async () => {
  const lock = await prepare();
  let stack: LocalStack | undefined;
  let vite: ChildProcess | undefined;
  let failed: StackFailure | undefined;
  const shutdown = async (code: number) => {
    // Vite runs in its own process group (through npx): end the whole group.
    if (vite?.pid) {
      try {
        process.kill(-vite.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await stack?.stop();
    process.exit(code);
  };
  stack = await startLocalStack({
    port,
    dataDir,
    lock,
    extraOrigins: dev ? [viteOrigin] : [],
    appOrigin: dev ? viteOrigin : undefined,
    // Better to stop, saying why, than to go on answering 500 to everything.
    onFailure: (failure) => {
      failed = failure;
      console.error(
        `\n  SalesFlow stopped: ${failure.part} is down (${failure.reason}).` +
          '\n  Everything else is being stopped. Start again with `npm start`.\n',
      );
      // While the stack is still starting, `stack` is not there yet: see below.
      if (stack) void shutdown(1);
    },
  });
  if (failed) return shutdown(1);
  process.once('SIGINT', () => void shutdown(failed ? 1 : 0));
  process.once('SIGTERM', () => void shutdown(failed ? 1 : 0));
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
    DynamoDB Local   ${stack.dynamoEndpoint}   (table ${stack.tableName}, data in ${dataDir})
    SQS + S3         ${stack.awsEndpoint}   (local; queues and files in ${dataDir})
    Projections      ${stack.projectionsUrl}/lag   (the table stream's projectors: lag, /stats, /settle)
    Twilio           ${stack.twilioApiBaseUrl}${
      stack.twilioDemoAccount
        ? `   (local fake; Settings → Security, then Test connection, with:
                     Account SID ${stack.twilioDemoAccount.sid}
                     Auth Token  ${stack.twilioDemoAccount.authToken}
                     Phone       ${stack.twilioDemoAccount.phoneNumber})`
        : ''
    }
    Exotel           ${stack.exotelApiBaseUrl}${
      stack.exotelDemoAccount
        ? `   (local fake, calls to Indian numbers; Settings → Security → Exotel with:
                     Account SID ${stack.exotelDemoAccount.sid}
                     API key     ${stack.exotelDemoAccount.apiKey}
                     API token   ${stack.exotelDemoAccount.apiToken}
                     and ExoPhones ${stack.exotelDemoAccount.promotionalExoPhone} (140) and ${stack.exotelDemoAccount.serviceExoPhone} (1600)
                     in Settings → AI Agent → India calling)`
        : ''
    }
    LLM (OpenAI API) ${stack.llmApiBaseUrl}${
      stack.llmDemoKey
        ? `   (local fake; Settings → Security → OpenAI API key: ${stack.llmDemoKey})`
        : ''
    }
    WhatsApp         ${stack.whatsappApiBaseUrl}${
      stack.whatsappDemoAccount
        ? `   (local Cloud API fake; Settings → Security → WhatsApp with:
                     Access token        ${stack.whatsappDemoAccount.accessToken}
                     Phone number ID     ${stack.whatsappDemoAccount.phoneNumberId}
                     Business account ID ${stack.whatsappDemoAccount.businessAccountId}
                     App secret          ${stack.whatsappDemoAccount.appSecret}
                     Verification token  ${stack.whatsappDemoAccount.verifyToken})`
        : ''
    }
    Relay (calls)    ${stack.relayWsUrl}   (WebSocket; public API for Twilio: ${stack.publicApiUrl})
    Razorpay         ${stack.razorpayApiBaseUrl ?? 'not configured'}${stack.razorpayApiBaseUrl ? '   (local fake: Checkout pays in the browser)' : ''}
    Operator         sign in as ${process.env.PLATFORM_OPERATOR_EMAILS ?? LOCAL_OPERATOR_EMAIL}, or with the group ${LOCAL_OPERATOR_GROUP} (sign-in page, testing options), for the operators' routes

  Press Ctrl-C to stop everything.
`);
};

main().catch((error: unknown) => {
  console.error(`Could not start SalesFlow: ${(error as Error).message}`);
  if (process.env.SALESFLOW_DEBUG) console.error(error);
  process.exit(1);
});
