import { setMaxListeners } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { answerS3, type S3Request } from './s3-api';
import { S3Objects } from './s3-objects';
import type { SigningAccount } from './sigv4-verify';
import { answerSqs, sqsActions } from './sqs-api';
import { SqsQueues } from './sqs-queues';

/**
 * The local SQS and S3: one loopback port speaking both APIs as our code and the SDK use them,
 * every request signed by the local account. With `dataDir`, queues and messages (a journal) and
 * objects (a file each) live under it and survive a restart or a kill of the process; without
 * one (tests), in memory.
 *
 * Why not fauxqs (which the stack used before): fauxqs 1.9 keeps everything in memory (2.x, which
 * persists, needs Node 22), checks no signature, listens on every interface, and refuses emoji
 * in a message body (its character check is not Unicode-aware, so SQS's #x10000-#x10FFFF range
 * fails). Journaling subclasses of its stores was possible, but its queue logic (receive, redrive,
 * timers) mutates messages in many private places, and its checks sit in the actions, not the
 * stores, so the emoji fix would have meant patching it too. What our code needs of SQS and S3 is
 * small; owning it keeps every acknowledged change on disk before the answer, and the signature
 * check the same as the uploads proxy's.
 */
export interface LocalAwsOptions {
  /** Where the queues and objects live; null keeps them in memory. */
  dataDir: string | null;
  account: SigningAccount;
  port?: number;
}

export interface LocalAws {
  /** http://127.0.0.1:<port>: AWS_ENDPOINT_URL_SQS and AWS_ENDPOINT_URL_S3. */
  address: string;
  /** Creates a bucket (as CDK does in AWS). */
  createBucket: (name: string) => void;
  /** Answers an S3 request that reached another server (the gateway's uploads path). */
  answerS3: (req: IncomingMessage, res: ServerResponse, options: S3Request) => Promise<void>;
  stop: () => Promise<void>;
}

export const startLocalAws = async (options: LocalAwsOptions): Promise<LocalAws> => {
  const queues = new SqsQueues(
    options.account.region,
    options.dataDir ? join(options.dataDir, 'sqs') : null,
  );
  const objects = new S3Objects(options.dataDir ? join(options.dataDir, 's3') : null);
  let address = '';
  const actions = sqsActions(queues, () => address);
  const stopping = new AbortController();
  // Every long poll listens for the stop: one per queue and more.
  setMaxListeners(0, stopping.signal);
  const server = createServer((req, res) => {
    const answered = (async () => {
      if (req.method === 'GET' && req.url === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"status":"ok"}');
        return;
      }
      const target = req.headers['x-amz-target'];
      if (req.method === 'POST' && typeof target === 'string' && target.startsWith('AmazonSQS.')) {
        return answerSqs(req, res, actions, options.account, stopping.signal);
      }
      return answerS3(req, res, objects, options.account);
    })();
    answered.catch((error: unknown) => {
      console.error('[local aws] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let stopped: Promise<void> | undefined;
  return {
    address,
    createBucket: (name) => objects.createBucket(name),
    answerS3: (req, res, s3Options) => answerS3(req, res, objects, options.account, s3Options),
    stop: () => {
      stopped ??= (async () => {
        // Long polls answer now (with nothing), so the server can close.
        stopping.abort();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        queues.close();
      })();
      return stopped;
    },
  };
};
