import { describe, expect, it } from 'vitest';
import {
  AI_AGENT_SCRIPT_FIELDS,
  aiAgentSettingsSchema,
  DEFAULT_AI_AGENT_SETTINGS,
  mergeAiAgentSettings,
} from './ai-agent-settings';
import { fillPlaceholders, TEMPLATE_PACKS } from './ai-agent-templates';
import { createTrainingFileSchema, trainingFileExtension } from './training-files';

const errorsOf = (input: unknown) => {
  const result = aiAgentSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the AI agent settings rules', () => {
  it('takes the defaults as they are', () => {
    expect(aiAgentSettingsSchema.parse(DEFAULT_AI_AGENT_SETTINGS)).toEqual(
      DEFAULT_AI_AGENT_SETTINGS,
    );
    expect(DEFAULT_AI_AGENT_SETTINGS).toMatchObject({
      name: 'Assistant',
      voice: 'professional',
      temperature: 0.7,
      maxCallDuration: 300,
      isActive: true,
    });
  });

  it('holds the temperature to 0..1 in steps of 0.1', () => {
    for (const ok of [0, 0.1, 0.3, 0.7, 1]) {
      expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, temperature: ok })).toEqual([]);
    }
    for (const bad of [-0.1, 1.1, 0.75, '0.5']) {
      expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, temperature: bad })).toEqual(['temperature']);
    }
  });

  it('holds the call duration to whole seconds from 60 to 1800', () => {
    for (const ok of [60, 300, 1800]) {
      expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, maxCallDuration: ok })).toEqual([]);
    }
    for (const bad of [59, 1801, 120.5]) {
      expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, maxCallDuration: bad })).toEqual([
        'maxCallDuration',
      ]);
    }
  });

  it('takes Indian English, Hindi and Hinglish, and refuses unknown voices, long scripts and extra keys', () => {
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, language: 'hi-IN' })).toEqual([]);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, language: 'hi-Latn' })).toEqual([]);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, language: 'hi-latn' })).toEqual(['language']);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, language: 'en-IN' })).toEqual([]);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, language: 'ta-IN' })).toEqual(['language']);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, voice: 'robot' })).toEqual(['voice']);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, salesScript: 'x'.repeat(10_001) })).toEqual([
      'salesScript',
    ]);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, name: '   ' })).toEqual(['name']);
    expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, extra: 1 })).not.toEqual([]);
  });

  it('merges what was stored over the defaults, field by field', () => {
    const merged = mergeAiAgentSettings({ name: 'Priya', voice: 'gone', temperature: 0.2 });
    expect(merged).toEqual({ ...DEFAULT_AI_AGENT_SETTINGS, name: 'Priya', temperature: 0.2 });
  });
});

describe('the scripts', () => {
  it('fills the agent and company names, and leaves other braces', () => {
    expect(
      fillPlaceholders('Hi, {agentName} from {companyName}. {other} {agentName}', {
        agentName: 'Asha',
        companyName: 'Acme Traders',
      }),
    ).toBe('Hi, Asha from Acme Traders. {other} Asha');
    expect(DEFAULT_AI_AGENT_SETTINGS.salesScript).toContain('{agentName}');
    expect(DEFAULT_AI_AGENT_SETTINGS.salesScript).toContain('{companyName}');
  });

  it('has three packs that each fill all four scripts with their own text', () => {
    expect(TEMPLATE_PACKS.map((pack) => pack.label)).toEqual([
      'SaaS Sales Playbook',
      'Enterprise Sales Guide',
      'Cold Calling Scripts',
    ]);
    for (const field of AI_AGENT_SCRIPT_FIELDS) {
      const texts = new Set(TEMPLATE_PACKS.map((pack) => pack.scripts[field]));
      expect(texts.size).toBe(3);
      expect(texts.has(DEFAULT_AI_AGENT_SETTINGS[field])).toBe(false);
    }
    for (const pack of TEMPLATE_PACKS) {
      expect(errorsOf({ ...DEFAULT_AI_AGENT_SETTINGS, ...pack.scripts })).toEqual([]);
    }
  });
});

describe('training file rules', () => {
  const valid = { name: 'Pricing.PDF', type: 'application/pdf', size: 1000 };
  const paths = (input: unknown) => {
    const result = createTrainingFileSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('knows the type by its extension', () => {
    expect(trainingFileExtension('calls/Week 1.mp3')).toBe('mp3');
    expect(trainingFileExtension('notes.doc')).toBeNull();
  });

  it('needs the extension and the content type to agree, and the size within its kind', () => {
    expect(paths(valid)).toEqual([]);
    expect(paths({ ...valid, name: 'pricing.exe' })).toEqual(['name']);
    expect(paths({ ...valid, type: 'text/plain' })).toEqual(['type']);
    expect(paths({ ...valid, size: 10 * 1024 * 1024 + 1 })).toEqual(['size']);
    expect(paths({ name: 'call.wav', type: 'audio/wav', size: 25 * 1024 * 1024 })).toEqual([]);
    expect(paths({ name: 'call.wav', type: 'audio/wav', size: 25 * 1024 * 1024 + 1 })).toEqual([
      'size',
    ]);
  });
});
