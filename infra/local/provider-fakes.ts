import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the local stack adds for provider secrets and telephony: the local master key that wraps
 * secrets' data keys (KMS stands in for it in AWS), and the Twilio fake (test/fakes/twilio) that
 * TWILIO_API_BASE_URL points at, so Settings → Security → Test connection works with no Twilio
 * account and no network.
 */

/**
 * The local master key: 32 random bytes, made once into `<dataDir>/local-secrets.key` (so secrets
 * saved before a restart still open), or one per run when everything is in memory (tests).
 */
export const localSecretsKey = (dataDir: string | null): string => {
  if (!dataDir) return randomBytes(32).toString('base64');
  const file = join(dataDir, 'local-secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return readFileSync(file, 'utf8').trim();
};

interface DemoAccount {
  sid: string;
  authToken: string;
  phoneNumber: string;
}

export interface RunningTwilioFake {
  url: string;
  demoAccount: DemoAccount;
  stop: () => Promise<void>;
}

/**
 * The fake lives with the other fakes under test/ and the test workspace builds on this one, so
 * it is loaded by path at run time (tsx and vitest both run TypeScript), not imported.
 */
export const startLocalTwilio = async (repoRoot: string): Promise<RunningTwilioFake> => {
  const load = (file: string) =>
    import(pathToFileURL(join(repoRoot, 'test/fakes/twilio', file)).href) as Promise<unknown>;
  const { startTwilioFake } = (await load('twilio-fake.ts')) as {
    startTwilioFake: () => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const { DEMO_TWILIO_ACCOUNT } = (await load('demo-accounts.ts')) as {
    DEMO_TWILIO_ACCOUNT: DemoAccount;
  };
  const fake = await startTwilioFake();
  return { url: fake.url, demoAccount: DEMO_TWILIO_ACCOUNT, stop: fake.stop };
};

export interface RunningExotelFake {
  url: string;
  demoAccount: {
    sid: string;
    apiKey: string;
    apiToken: string;
    promotionalExoPhone: string;
    serviceExoPhone: string;
  };
  stop: () => Promise<void>;
}

/** The Exotel fake (test/fakes/exotel) that EXOTEL_API_BASE_URL points at locally. */
export const startLocalExotel = async (repoRoot: string): Promise<RunningExotelFake> => {
  const load = (file: string) =>
    import(pathToFileURL(join(repoRoot, 'test/fakes/exotel', file)).href) as Promise<unknown>;
  const { startExotelFake } = (await load('exotel-fake.ts')) as {
    startExotelFake: () => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const { DEMO_EXOTEL_ACCOUNT } = (await load('demo-accounts.ts')) as {
    DEMO_EXOTEL_ACCOUNT: RunningExotelFake['demoAccount'];
  };
  const fake = await startExotelFake();
  return { url: fake.url, demoAccount: DEMO_EXOTEL_ACCOUNT, stop: fake.stop };
};

export interface RunningSpeechFakes {
  pollyUrl: string;
  transcribeUrl: string;
  stop: () => Promise<void>;
}

/**
 * Amazon Polly and Transcribe streaming as fakes (test/fakes/polly, test/fakes/transcribe), which
 * AWS_ENDPOINT_URL_POLLY and AWS_ENDPOINT_URL_TRANSCRIBE_STREAMING point at locally: an Exotel
 * call is heard and spoken with no AWS account and no OpenAI key.
 */
export const startLocalSpeech = async (repoRoot: string): Promise<RunningSpeechFakes> => {
  const load = (folder: string, file: string) =>
    import(pathToFileURL(join(repoRoot, 'test/fakes', folder, file)).href) as Promise<unknown>;
  type Started = { url: string; stop: () => Promise<void> };
  const { startPollyFake } = (await load('polly', 'polly-fake.ts')) as {
    startPollyFake: () => Promise<Started>;
  };
  const { startTranscribeFake } = (await load('transcribe', 'transcribe-fake.ts')) as {
    startTranscribeFake: () => Promise<Started>;
  };
  const [polly, transcribe] = await Promise.all([startPollyFake(), startTranscribeFake()]);
  return {
    pollyUrl: polly.url,
    transcribeUrl: transcribe.url,
    stop: async () => {
      await Promise.all([polly.stop(), transcribe.stop()]);
    },
  };
};

export interface RunningOpenAiFake {
  url: string;
  demoKey: string;
  stop: () => Promise<void>;
}

/** The OpenAI-compatible fake (test/fakes/openai) that LLM_API_BASE_URL points at locally. */
export const startLocalOpenAi = async (repoRoot: string): Promise<RunningOpenAiFake> => {
  const load = (file: string) =>
    import(pathToFileURL(join(repoRoot, 'test/fakes/openai', file)).href) as Promise<unknown>;
  const { startOpenAiFake } = (await load('openai-fake.ts')) as {
    startOpenAiFake: (options: {
      keys: string[];
      tokenDelayMs?: number;
    }) => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const { DEMO_OPENAI_KEY } = (await load('demo-keys.ts')) as { DEMO_OPENAI_KEY: string };
  // Tokens about as fast as a hosted model streams them.
  const fake = await startOpenAiFake({ keys: [DEMO_OPENAI_KEY], tokenDelayMs: 20 });
  return { url: fake.url, demoKey: DEMO_OPENAI_KEY, stop: fake.stop };
};

export interface RunningWhatsAppFake {
  url: string;
  demoAccount: {
    businessAccountId: string;
    phoneNumberId: string;
    displayPhoneNumber: string;
    accessToken: string;
    appSecret: string;
    verifyToken: string;
  };
  stop: () => Promise<void>;
}

/**
 * The WhatsApp Cloud API fake (test/fakes/whatsapp) that WHATSAPP_API_BASE_URL points at
 * locally, with its demo business account (demo-accounts.ts). Its control API (`/_fake/…`) lets
 * a customer "write" and subscribes the account's webhook to a URL.
 */
export const startLocalWhatsApp = async (
  repoRoot: string,
  webhookUrl: string,
): Promise<RunningWhatsAppFake> => {
  const load = (file: string) =>
    import(pathToFileURL(join(repoRoot, 'test/fakes/whatsapp', file)).href) as Promise<unknown>;
  const { startWhatsAppFake } = (await load('whatsapp-fake.ts')) as {
    startWhatsAppFake: (options: {
      demoWebhookUrl?: string;
    }) => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const { DEMO_WHATSAPP_ACCOUNT } = (await load('demo-accounts.ts')) as {
    DEMO_WHATSAPP_ACCOUNT: RunningWhatsAppFake['demoAccount'];
  };
  const fake = await startWhatsAppFake({ demoWebhookUrl: webhookUrl });
  return { url: fake.url, demoAccount: DEMO_WHATSAPP_ACCOUNT, stop: fake.stop };
};

export interface RunningRazorpayFake {
  url: string;
  account: { accountId: string; keyId: string; keySecret: string; webhookSecret: string };
  stop: () => Promise<void>;
}

/**
 * The Razorpay fake (test/fakes/razorpay) that RAZORPAY_API_BASE_URL points at locally, with the
 * demo merchant account's keys, delivering its signed events to this stack's webhook. Its
 * Checkout script (`/v1/checkout.js`) takes the payment in the browser.
 */
export const startLocalRazorpay = async (
  repoRoot: string,
  webhookUrl: string,
): Promise<RunningRazorpayFake> => {
  const load = (file: string) =>
    import(pathToFileURL(join(repoRoot, 'test/fakes/razorpay', file)).href) as Promise<unknown>;
  const { startRazorpayFake } = (await load('razorpay-fake.ts')) as {
    startRazorpayFake: (options: {
      webhookUrl?: string;
    }) => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const { DEMO_RAZORPAY_ACCOUNT } = (await load('demo-account.ts')) as {
    DEMO_RAZORPAY_ACCOUNT: RunningRazorpayFake['account'];
  };
  const fake = await startRazorpayFake({ webhookUrl });
  return { url: fake.url, account: DEMO_RAZORPAY_ACCOUNT, stop: fake.stop };
};
