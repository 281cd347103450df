import {
  type AiAgentSettings,
  DEFAULT_AI_AGENT_SETTINGS,
} from '@salesflow/shared/ai-agent/ai-agent-settings';
import { templatePack } from '@salesflow/shared/ai-agent/ai-agent-templates';
import { describe, expect, it } from 'vitest';
import type { AgentContext, AgentTurn } from './agent-context';
import { type AgentDecision, builtInReply, welcomeGreeting } from './built-in-agent';
import { ruleAnalysis } from './call-analysis';

// Monday 23 November 2026, 15:00 in Kolkata.
const now = new Date('2026-11-23T09:30:00Z');
const settings: AiAgentSettings = { ...DEFAULT_AI_AGENT_SETTINGS, name: 'Asha' };

const contextOf = (
  turns: AgentTurn[],
  over: Partial<AiAgentSettings> = {},
  knowledge = '',
): AgentContext => ({
  settings: { ...settings, ...over },
  companyName: 'Acme Traders',
  lead: { name: 'Priya Shah', company: 'Shah Textiles', timeZone: 'Asia/Kolkata' },
  knowledge,
  turns,
  llmKey: null,
  now,
});

/** The agent speaks first, then answers each lead line in turn; stops when it ends the call. */
const converse = (leadLines: string[], over: Partial<AiAgentSettings> = {}, knowledge = '') => {
  const turns: AgentTurn[] = [];
  const decisions: AgentDecision[] = [];
  for (const line of [null, ...leadLines]) {
    if (line !== null) turns.push({ speaker: 'lead', text: line });
    const decision = builtInReply(contextOf(turns, over, knowledge));
    decisions.push(decision);
    turns.push({ speaker: 'ai', text: decision.text });
    if (decision.end) break;
  }
  return decisions;
};

describe('the built-in agent', () => {
  it('opens with the sales script, pitches, asks every question, then closes', () => {
    const decisions = converse([
      'Yes, go ahead.',
      'Sure, ask away.',
      'We lose enquiries on WhatsApp.',
      'In a notebook.',
      'Within a month.',
      'My partner and me.',
      'Around 2,000 rupees a month.',
      'Pune.',
      'Sounds good.',
    ]);
    expect(decisions[0]).toEqual({
      text: 'Hello, this is Asha calling from Acme Traders. Is this a good time to talk for two minutes?',
      end: false,
      step: 'opening',
    });
    expect(decisions[1]?.step).toBe('pitch');
    expect(decisions[1]?.text).toContain('you recently enquired with Acme Traders');
    expect(decisions.slice(2, 8).map((d) => d.step)).toEqual(Array(6).fill('question'));
    expect(decisions[2]?.text).toBe(
      'Thank you. What made you enquire with us: is there a specific need or problem?',
    );
    expect(decisions[7]?.text).toBe('Thank you. Which city or region are you based in?');
    expect(decisions[8]).toMatchObject({ step: 'close', end: true });
    // The follow-up prompts quote the farewell to use.
    expect(decisions[8]?.text).toMatch(/Thank you, have a great day\.$/);
    expect(decisions).toHaveLength(9);
  });

  it('greets with the opening and goes on from it when the relay spoke it', () => {
    const greeting = welcomeGreeting(contextOf([]));
    expect(greeting).toBe(converse([])[0]?.text);
    const turns: AgentTurn[] = [
      { speaker: 'ai', text: greeting },
      { speaker: 'lead', text: 'Yes, sure.' },
    ];
    expect(builtInReply(contextOf(turns)).step).toBe('pitch');
    expect(welcomeGreeting(contextOf([], { salesScript: '' }))).toBe(
      'Hello, this is Asha calling from Acme Traders. Is this a good time to talk?',
    );
  });

  it('closes when the call nears its maximum duration', () => {
    const turns: AgentTurn[] = [
      { speaker: 'ai', text: welcomeGreeting(contextOf([])) },
      { speaker: 'lead', text: 'Yes, sure.' },
    ];
    const early = { ...contextOf(turns), elapsedSeconds: 100 };
    const late = { ...contextOf(turns), elapsedSeconds: settings.maxCallDuration - 20 };
    expect(builtInReply(early)).toMatchObject({ step: 'pitch', end: false });
    expect(builtInReply(late)).toMatchObject({ step: 'close', end: true });
  });

  it("answers an objection with the script's answer and goes on", () => {
    const decisions = converse(['Yes.', 'Honestly, it is too expensive for us.']);
    expect(decisions[2]).toEqual({
      text: 'I understand. Could you tell me what you are comparing it with? Many customers find the value is in the time and money it saves them every month, and we can suggest an option that fits your budget.',
      end: false,
      step: 'objection',
    });
  });

  it('ends politely when the lead is not interested', () => {
    const decisions = converse(['No, I am not interested.']);
    expect(decisions.at(-1)).toMatchObject({ step: 'not-interested', end: true });
  });

  it('handles a scripted "not interested" once, then ends on a second refusal', () => {
    const cold = templatePack('cold-calling').scripts;
    const decisions = converse(['Not interested.', 'No, really, not interested.'], cold);
    expect(decisions[1]).toMatchObject({ step: 'objection', end: false });
    expect(decisions[1]?.text).toMatch(/^I understand\. Just so I do not waste your time/);
    expect(decisions[2]).toMatchObject({ step: 'not-interested', end: true });
  });

  it.each([
    'Please stop calling me.',
    "Don't call me again, remove me from your list.",
    'dobara call mat karna',
  ])('ends at once on a Do Not Call request: "%s"', (line) => {
    const decisions = converse(['Yes, tell me.', line]);
    expect(decisions.at(-1)).toMatchObject({ step: 'do-not-call', end: true });
    expect(decisions.at(-1)?.text).toContain('you are not called again');
  });

  it('asks when to call back, then confirms the time and ends', () => {
    const decisions = converse(['I am busy right now.', 'Call me tomorrow at 4.']);
    // The script's own answer to "I am busy right now" asks for a time.
    expect(decisions[1]).toMatchObject({ step: 'objection', end: false });
    expect(decisions[1]?.text).toContain('When is a better time');
    expect(decisions[2]).toEqual({
      text: 'Of course. I will call you back tomorrow at 4:00 PM. Thank you, and have a great day.',
      end: true,
      step: 'callback',
    });
  });

  it('confirms a callback asked for straight away, in the lead’s time zone', () => {
    const decisions = converse(['Can you call me next Monday morning?']);
    expect(decisions[1]?.text).toBe(
      'Of course. I will call you back Monday at 10:00 AM. Thank you, and have a great day.',
    );
  });

  it('asks for a time once, and gives up politely if none comes', () => {
    const noBusy = { objectionHandling: '' };
    const decisions = converse(['Call me later.', 'I do not know, just later.'], noBusy);
    expect(decisions[1]).toMatchObject({ step: 'ask-time', end: false });
    expect(decisions[2]).toMatchObject({ step: 'callback', end: true });
  });
});

describe("the built-in agent answers the lead's questions from what it knows", () => {
  const companyInfo = `About {companyName}:
- What we sell: billing software for textile shops
- Prices and current offers: Starter plan 999 rupees a month, Pro plan 1,999 rupees a month.
- Hours: Monday to Saturday, 10 AM to 7 PM IST`;

  it('states the price from the company information, then goes on with the script', () => {
    // The walk-through: "How much does it cost?" was answered "Thank you. How are you handling this today?"
    const decisions = converse(['Yes, go ahead.', 'How much does it cost?'], { companyInfo });
    expect(decisions[1]?.step).toBe('pitch');
    expect(decisions[2]).toEqual({
      text: 'Starter plan 999 rupees a month, Pro plan 1,999 rupees a month. What made you enquire with us: is there a specific need or problem?',
      end: false,
      step: 'answer',
    });
  });

  it('answers before the pitch too, and the pitch follows the answer', () => {
    const decisions = converse(['What are your timings?'], { companyInfo });
    expect(decisions[1]?.step).toBe('answer');
    expect(decisions[1]?.text).toMatch(
      /^Our hours are Monday to Saturday, 10 AM to 7 PM IST\. I am calling because you recently enquired/,
    );
  });

  it('answers from a training file passage', () => {
    const knowledge =
      'Acme Billing FAQ\n\nQ: Does it work with Tally?\nA: Yes. Invoices sync to Tally every night, and GST returns are ready to file.\n\nOur support team answers calls in Hindi and English from 9 AM to 9 PM.';
    const decisions = converse(['Yes.', 'Can it sync invoices with Tally?'], {}, knowledge);
    expect(decisions[2]?.step).toBe('answer');
    expect(decisions[2]?.text).toMatch(/^Yes\. Invoices sync to Tally every night/);
    const support = converse(['Yes.', 'Is there support in Hindi?'], {}, knowledge);
    expect(support[2]?.text).toMatch(/^Our support team answers calls in Hindi and English/);
  });

  it('answers a Hinglish question', () => {
    const decisions = converse(['Haan, boliye.', 'iska price kya hai?'], { companyInfo });
    expect(decisions[2]?.step).toBe('answer');
    expect(decisions[2]?.text).toMatch(/^Starter plan 999 rupees a month/);
  });

  it('says someone will follow up when the knowledge does not say, and invents nothing', () => {
    // The default company template is a blank form: no price in it.
    const decisions = converse(['Yes, go ahead.', 'How much does it cost?']);
    expect(decisions[2]).toEqual({
      text: 'I do not have that detail with me right now, but someone from our team will follow up with you on it. What made you enquire with us: is there a specific need or problem?',
      end: false,
      step: 'answer',
    });
  });

  it('agrees that the team will arrange a demo the knowledge says nothing about', () => {
    const decisions = converse(['Yes.', 'Sounds good. Can I get a demo?']);
    expect(decisions[2]).toEqual({
      text: 'Certainly. Someone from our team will get in touch to set that up with you. What made you enquire with us: is there a specific need or problem?',
      end: false,
      step: 'answer',
    });
  });

  it('says who is calling when asked', () => {
    const decisions = converse(['Sorry, who is this?']);
    expect(decisions[1]?.text).toMatch(
      /^This is Asha calling from Acme Traders\. I am calling because/,
    );
  });

  it('says plainly that it is an AI, and tells why it calls with the pitch', () => {
    const decisions = converse(['Wait, are you a robot?']);
    expect(decisions[1]?.text).toMatch(
      /^Yes, I am an AI assistant calling on behalf of Acme Traders\. I am calling because/,
    );
    expect(converse(['Why are you calling?'])[1]?.step).toBe('pitch');
    expect(converse(['Kya aap robot ho?'], { language: 'hi-Latn' })[1]?.text).toMatch(
      /^Ji haan, yeh Acme Traders ki taraf se ek AI assistant ki call hai\./,
    );
  });

  it('goes on with the script for a question with nothing to look up', () => {
    const decisions = converse(['Yes.', 'How are you?']);
    expect(decisions[2]?.step).toBe('question');
  });

  it('asks whether there is anything else once the script is done, then closes', () => {
    const short = { qualificationQuestions: 'Which city are you in?' };
    const decisions = converse(['Yes.', 'Pune.', 'What are your timings?', 'No, that is all.'], {
      ...short,
      companyInfo,
    });
    expect(decisions[3]?.text).toBe(
      'Our hours are Monday to Saturday, 10 AM to 7 PM IST. Is there anything else you would like to know?',
    );
    expect(decisions[4]).toMatchObject({ step: 'close', end: true });
  });

  it('still answers scripted objections with their answers first', () => {
    const decisions = converse(['Yes.', 'Honestly, it is too expensive for us.'], { companyInfo });
    expect(decisions[2]?.step).toBe('objection');
  });
});

describe('a built-in call and its analysis', () => {
  const transcriptOf = (leadLines: string[], over: Partial<AiAgentSettings>) => {
    const decisions = converse(leadLines, over);
    return decisions
      .flatMap((d, i) => [`AI: ${d.text}`, ...(leadLines[i] ? [`Lead: ${leadLines[i]}`] : [])])
      .join('\n');
  };
  const lines = ['Yes, go ahead.', 'Sounds good. How much does it cost?', 'In a notebook.'];

  it('answers the price and is scored as a good call', () => {
    const companyInfo = '- Prices and current offers: Starter plan 999 rupees a month.';
    const analysis = ruleAnalysis(transcriptOf(lines, { companyInfo }), now, 'Asia/Kolkata');
    expect(analysis.questions).toEqual([{ question: 'How much does it cost?', answered: true }]);
  });

  it('defers when the knowledge has no price, and the call is not scored as if it went well', () => {
    const transcript = transcriptOf(lines, {});
    expect(transcript).toContain('someone from our team will follow up');
    const analysis = ruleAnalysis(transcript, now, 'Asia/Kolkata');
    expect(analysis.questions).toEqual([{ question: 'How much does it cost?', answered: false }]);
    expect(analysis.aiScore).toBeLessThanOrEqual(60);
    expect(analysis.nextStep).toMatch(/^Answer the lead's question about pricing/);
  });
});

describe('the built-in agent in Hindi and Hinglish', () => {
  const hindi = { language: 'hi-IN' as const };
  const hinglish = { language: 'hi-Latn' as const };

  it('speaks the default script in Hindi: greeting, pitch, questions and close', () => {
    const decisions = converse(['हाँ, बताइए।', 'ठीक है।', 'WhatsApp पर लीड खो जाती हैं।'], {
      ...hindi,
      qualificationQuestions: '1. आपने हमसे किस ज़रूरत के लिए संपर्क किया?',
    });
    expect(decisions[0]?.text).toBe(
      'नमस्ते, मैं Acme Traders से Asha। क्या अभी दो मिनट बात करने का सही समय है?',
    );
    expect(decisions[1]?.text).toMatch(/^हाल ही में आपने Acme Traders से जानकारी माँगी थी/);
    expect(decisions[2]?.text).toBe('धन्यवाद। आपने हमसे किस ज़रूरत के लिए संपर्क किया?');
    expect(decisions[3]).toEqual({
      text: 'यह बहुत मददगार रहा। हम आपको एक छोटा सा सारांश भेजेंगे और आपके साथ अगला कदम तय करेंगे। धन्यवाद, आपका दिन शुभ हो।',
      end: true,
      step: 'close',
    });
  });

  it('speaks the default script in Hinglish and answers objections in it', () => {
    const decisions = converse(['Haan ji, boliye.', 'Yeh toh bahut mehenga hai.'], hinglish);
    expect(decisions[0]?.text).toBe(
      'Namaste, main Acme Traders se Asha. Kya abhi do minute baat karne ka sahi time hai?',
    );
    expect(decisions[2]).toMatchObject({ step: 'objection' });
    expect(decisions[2]?.text).toMatch(/^Samajh sakte hain\. Aap isko kis cheez se compare/);
  });

  it('answers a Hindi objection said in Devanagari with the Hindi script', () => {
    const decisions = converse(['मैं अभी व्यस्त हूँ।', 'कल शाम 4 बजे फ़ोन करें।'], hindi);
    expect(decisions[1]?.text).toMatch(/^कोई बात नहीं। इस हफ़्ते छोटी सी बात के लिए कौन सा समय/);
    expect(decisions[2]).toEqual({
      text: 'ज़रूर। हम आपको कल शाम 4 बजे वापस कॉल करेंगे। धन्यवाद, आपका दिन शुभ हो।',
      end: true,
      step: 'callback',
    });
  });

  it('confirms a Hinglish callback in Hinglish', () => {
    const decisions = converse(['Abhi nahi, kal shaam 5 baje call karna.'], hinglish);
    expect(decisions[1]).toEqual({
      text: 'Bilkul. Hum aapko kal shaam 5 baje call back karenge. Thank you, aapka din achha ho.',
      end: true,
      step: 'callback',
    });
  });

  it.each([
    ['hi-IN', 'फिर से कॉल मत करना', /^समझ गए। हम ध्यान रखेंगे कि आपको दोबारा कॉल न किया जाए/],
    ['hi-Latn', 'dobara call mat karna', /^Samajh gaye\. Hum dhyan rakhenge ki aapko dobara call/],
  ] as const)('ends on a Do Not Call request in %s', (language, line, reply) => {
    const decisions = converse(['Haan.', line], { language });
    expect(decisions.at(-1)).toMatchObject({ step: 'do-not-call', end: true });
    expect(decisions.at(-1)?.text).toMatch(reply);
  });

  it('ends politely in Hindi when the lead is not interested', () => {
    const decisions = converse(['नहीं, मुझे नहीं चाहिए।'], hindi);
    expect(decisions.at(-1)).toEqual({
      text: 'समझ गए, हम आपका और समय नहीं लेंगे। धन्यवाद, आपका दिन शुभ हो।',
      end: true,
      step: 'not-interested',
    });
  });

  it('answers from knowledge, or defers to the team, in the agent’s language', () => {
    const companyInfo = '- Prices and current offers: Starter plan 999 rupees a month.';
    const answered = converse(['Haan ji.', 'iska price kya hai?'], { ...hinglish, companyInfo });
    expect(answered[2]?.text).toMatch(
      /^Starter plan 999 rupees a month\. Aapne hamse kis zaroorat/,
    );
    const deferred = converse(['हाँ जी।', 'इसकी कीमत कितनी है?'], hindi);
    expect(deferred[2]).toMatchObject({ step: 'answer' });
    expect(deferred[2]?.text).toMatch(
      /^यह जानकारी अभी हमारे पास नहीं है, लेकिन हमारी टीम से कोई आपको इसके बारे में जल्दी बताएगा। आपने हमसे/,
    );
  });

  it('keeps a script the user wrote, whatever the language', () => {
    const own = converse([], { ...hinglish, salesScript: 'Hello ji, {agentName} here.' });
    expect(own[0]?.text).toBe('Hello ji, Asha here.');
  });
});
