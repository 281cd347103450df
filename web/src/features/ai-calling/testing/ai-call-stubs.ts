import type { AiCall, CallUsage } from '@salesflow/shared/ai-calls/ai-call.schema';
import type { CallQueueEntry } from '@salesflow/shared/ai-calls/call-queue.schema';
import { json, type StubRoutes, signedInUser } from '../../../testing/fetch-stub';

export const makeCall = (overrides: Partial<AiCall> = {}): AiCall => ({
  id: 'call-1',
  contactId: 'c-1',
  contactName: 'Priya Sharma',
  contactCompany: 'Sharma Textiles',
  phoneNumber: '+919876543210',
  status: 'completed',
  mode: 'demo',
  duration: 125,
  transcript: 'AI: Hello Priya, this is Asha.\nLead: Hi Asha, tell me more.',
  outcome: 'interested',
  sentiment: 'positive',
  aiScore: 85,
  confidence: 0.92,
  scoredBy: 'client',
  twilioCallSid: null,
  recordingUrl: null,
  userId: signedInUser.id,
  startedAt: '2026-11-20T10:30:00.000Z',
  endedAt: '2026-11-20T10:32:05.000Z',
  createdAt: '2026-11-20T10:30:00.000Z',
  completedAt: '2026-11-20T10:32:05.000Z',
  updatedAt: '2026-11-20T10:32:05.000Z',
  ...overrides,
});

/** The signed-in user's lead, an unassigned one and one they added: all theirs to call. */
export const queueEntries: CallQueueEntry[] = [
  {
    id: 'c-1',
    name: 'Priya Sharma',
    company: 'Sharma Textiles',
    phone: '+919876543210',
    score: 92,
    assignedTo: signedInUser.id,
    ownerId: signedInUser.id,
  },
  {
    id: 'c-2',
    name: 'Ravi Kumar',
    company: null,
    phone: '+919812345678',
    score: 65,
    assignedTo: null,
    ownerId: 'user-owner',
  },
  {
    id: 'c-3',
    name: 'Mei Tan',
    company: 'Tan Logistics',
    phone: '+6591234567',
    score: 40,
    assignedTo: 'user-2',
    ownerId: signedInUser.id,
  },
];

export const makeUsage = (overrides: Partial<CallUsage> = {}): CallUsage => ({
  planId: 'starter',
  planName: 'Starter',
  used: 12,
  limit: 100,
  renewsOn: '2026-12-01',
  trialEndsAt: null,
  trialExpired: false,
  concurrentCalls: 1,
  ...overrides,
});

/** Every call the AI Calling screen makes, answered; pass overrides per test. */
export const aiCallingRoutes = (
  data: { queue?: CallQueueEntry[]; calls?: AiCall[]; usage?: CallUsage } = {},
  overrides: StubRoutes = {},
): StubRoutes => ({
  'GET /api/ai-calling/queue': () => json(200, data.queue ?? queueEntries),
  'GET /api/ai-calling/usage': () => json(200, data.usage ?? makeUsage()),
  'GET /api/ai-calls': () => json(200, { items: data.calls ?? [], nextCursor: null }),
  'GET /api/settings/ai-agent': () =>
    json(200, {
      name: 'Asha',
      companyInfo: 'Sunrise Solar installs rooftop solar for factories. We also service panels.',
    }),
  'GET /api/organizations': () =>
    json(200, [{ id: 'org-1', name: 'Sunrise Solar', current: true }]),
  'GET /api/ai-calling/call-cost': () =>
    json(200, { available: false, reason: 'Add your Twilio account in Settings → Security' }),
  // No auto-calling run; starting one without Twilio answers requiresSetup (a demo call follows).
  'GET /api/ai-calling/auto-run': () => json(200, { run: null }),
  'POST /api/ai-calling/auto-run': () =>
    json(200, {
      run: null,
      requiresSetup: true,
      message: 'Real AI calls need your Twilio account',
    }),
  ...overrides,
});
