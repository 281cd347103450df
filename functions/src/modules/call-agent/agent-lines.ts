import { knownTimeZone, wallTimeAt } from '@salesflow/shared/dates/zoned-time';

/**
 * The built-in agent's own sentences, for what the scripts do not say: in English, Hindi
 * (Devanagari) and Hinglish (Hindi in Latin letters, mixed with English). The scripts the user
 * writes carry the conversation's language; these are the lines around them, in the agent's
 * language where we have it and in English otherwise. Hindi verbs take the speaker's gender, and
 * the agent's voice may be either: the Hindi lines speak as "we" (हम, hum), which is neutral.
 */
export interface AgentLines {
  doNotCall: string;
  notInterested: string;
  askTime: string;
  noTime: string;
  price: string;
  hedge: string;
  supplier: string;
  thanks: string;
  stillThere: string;
  summary: string;
  farewell: string;
  /** The knowledge does not answer the lead's question: nothing invented, someone follows up. */
  followUp: string;
  /** A demo, trial or meeting asked for, which the knowledge says nothing about: the team arranges it. */
  arrange: string;
  /** After an answer, when the script has nothing left to ask. */
  anythingElse: string;
  /** "Are you a robot?": said plainly. */
  anAi: (companyName: string) => string;
  /** "Who is this?" */
  whoWeAre: (agentName: string, companyName: string) => string;
  /** The greeting when the sales script has none. */
  opening: (agentName: string, companyName: string) => string;
  /** A callback time confirmed; `when` is spokenTime's. */
  callback: (when: string) => string;
}

const ENGLISH: AgentLines = {
  doNotCall:
    'I understand. I will make sure you are not called again. Sorry for the trouble, and have a good day.',
  notInterested:
    'I understand, and I will not take more of your time. Thank you, and have a great day.',
  askTime: 'No problem at all. When would be a better time for a short call: morning or evening?',
  noTime: 'No problem, we will try you another time. Thank you, and have a great day.',
  price:
    'I understand. Could you tell me what you are comparing it with? We can suggest an option that fits your budget.',
  hedge:
    'Of course. Shall I send you a short summary on WhatsApp or email, and call you back to answer any questions?',
  supplier: 'That is good to hear. What would you improve about what you have today, if you could?',
  thanks: 'Thank you.',
  stillThere: 'Hello, can you hear me?',
  summary:
    'That is very helpful. We will send you a short summary and agree the next step with you.',
  farewell: 'Thank you, and have a great day.',
  followUp:
    'I do not have that detail with me right now, but someone from our team will follow up with you on it.',
  arrange: 'Certainly. Someone from our team will get in touch to set that up with you.',
  anythingElse: 'Is there anything else you would like to know?',
  anAi: (company) => `Yes, I am an AI assistant calling on behalf of ${company}.`,
  whoWeAre: (agent, company) => `This is ${agent} calling from ${company}.`,
  opening: (agent, company) =>
    `Hello, this is ${agent} calling from ${company}. Is this a good time to talk?`,
  callback: (when) => `Of course. I will call you back ${when}. Thank you, and have a great day.`,
};

const HINDI: AgentLines = {
  doNotCall:
    'समझ गए। हम ध्यान रखेंगे कि आपको दोबारा कॉल न किया जाए। परेशानी के लिए माफ़ी चाहते हैं, आपका दिन शुभ हो।',
  notInterested: 'समझ गए, हम आपका और समय नहीं लेंगे। धन्यवाद, आपका दिन शुभ हो।',
  askTime: 'कोई बात नहीं। छोटी सी बात के लिए कौन सा समय ठीक रहेगा: सुबह या शाम?',
  noTime: 'कोई बात नहीं, हम आपको किसी और समय कॉल करेंगे। धन्यवाद, आपका दिन शुभ हो।',
  price: 'समझ सकते हैं। आप इसकी तुलना किससे कर रहे हैं? हम आपके बजट के हिसाब से कोई विकल्प सुझा सकते हैं।',
  hedge:
    'ज़रूर। क्या हम आपको WhatsApp या ईमेल पर एक छोटा सा सारांश भेज दें, और फिर आपके सवालों के लिए वापस कॉल करें?',
  supplier: 'यह तो अच्छी बात है। अभी के तरीके में आप क्या बेहतर करना चाहेंगे?',
  thanks: 'धन्यवाद।',
  stillThere: 'हैलो, क्या आप मुझे सुन पा रहे हैं?',
  summary: 'यह बहुत मददगार रहा। हम आपको एक छोटा सा सारांश भेजेंगे और आपके साथ अगला कदम तय करेंगे।',
  farewell: 'धन्यवाद, आपका दिन शुभ हो।',
  followUp: 'यह जानकारी अभी हमारे पास नहीं है, लेकिन हमारी टीम से कोई आपको इसके बारे में जल्दी बताएगा।',
  arrange: 'ज़रूर। हमारी टीम से कोई आपसे संपर्क करके इसे तय करेगा।',
  anythingElse: 'क्या आप कुछ और जानना चाहेंगे?',
  anAi: (company) => `जी हाँ, यह ${company} की ओर से एक AI असिस्टेंट की कॉल है।`,
  whoWeAre: (agent, company) => `मैं ${company} से ${agent}।`,
  opening: (agent, company) =>
    `नमस्ते, मैं ${company} से ${agent}। क्या अभी थोड़ी देर बात करने का सही समय है?`,
  callback: (when) => `ज़रूर। हम आपको ${when} वापस कॉल करेंगे। धन्यवाद, आपका दिन शुभ हो।`,
};

const HINGLISH: AgentLines = {
  doNotCall:
    'Samajh gaye. Hum dhyan rakhenge ki aapko dobara call na kiya jaye. Disturb karne ke liye sorry, aapka din achha ho.',
  notInterested: 'Samajh gaye, hum aapka aur time nahi lenge. Thank you, aapka din achha ho.',
  askTime: 'Koi baat nahi. Ek chhoti si call ke liye kaunsa time theek rahega: morning ya evening?',
  noTime: 'Koi baat nahi, hum aapko kisi aur time call karenge. Thank you, aapka din achha ho.',
  price:
    'Samajh sakte hain. Aap isko kis cheez se compare kar rahe hain? Hum aapke budget ke hisaab se option suggest kar sakte hain.',
  hedge:
    'Bilkul. Kya hum aapko WhatsApp ya email par ek short summary bhej dein, aur phir aapke sawaalon ke liye call back karein?',
  supplier: 'Yeh toh achhi baat hai. Abhi jo chal raha hai, usmein aap kya better karna chahenge?',
  thanks: 'Thank you.',
  stillThere: 'Hello, kya aap mujhe sun pa rahe hain?',
  summary:
    'Yeh bahut helpful raha. Hum aapko ek short summary bhejenge aur aapke saath next step decide karenge.',
  farewell: 'Thank you, aapka din achha ho.',
  followUp:
    'Yeh detail abhi hamare paas nahi hai, lekin hamari team se koi aapko iske baare mein jaldi batayega.',
  arrange: 'Bilkul. Hamari team se koi aapse contact karke isko set up karega.',
  anythingElse: 'Kya aap kuch aur jaanna chahenge?',
  anAi: (company) => `Ji haan, yeh ${company} ki taraf se ek AI assistant ki call hai.`,
  whoWeAre: (agent, company) => `Main ${company} se ${agent}.`,
  opening: (agent, company) =>
    `Namaste, main ${company} se ${agent}. Kya abhi thodi der baat karne ka sahi time hai?`,
  callback: (when) => `Bilkul. Hum aapko ${when} call back karenge. Thank you, aapka din achha ho.`,
};

/** The lines in the agent's language: Hindi and Hinglish have their own, the rest English. */
export const agentLines = (language: string): AgentLines =>
  language === 'hi-IN' ? HINDI : language === 'hi-Latn' ? HINGLISH : ENGLISH;

/** The English lines (the fallback for languages without their own). */
export const AGENT_LINES = ENGLISH;

const sameDay = (a: { year: number; month: number; day: number }, b: typeof a) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

const WEEK = 7 * 86_400_000;

/** The part of the day a Hindi speaker names before the hour: "shaam 4 baje". */
const dayPart = (hour: number, devanagari: boolean) => {
  const [latin, hindi] =
    hour >= 4 && hour < 12
      ? ['subah', 'सुबह']
      : hour >= 12 && hour < 16
        ? ['dopahar', 'दोपहर']
        : hour >= 16 && hour < 20
          ? ['shaam', 'शाम']
          : ['raat', 'रात'];
  return devanagari ? hindi : latin;
};

/** "कल शाम 4 बजे", "सोमवार को सुबह 10:30 बजे"; in Hinglish "kal shaam 4 baje", "Monday ko …". */
const hindiTime = (at: Date, now: Date, zone: string, devanagari: boolean) => {
  const target = wallTimeAt(at, zone);
  const today = wallTimeAt(now, zone);
  const tomorrow = wallTimeAt(new Date(now.getTime() + 86_400_000), zone);
  const hour12 = target.hour % 12 === 0 ? 12 : target.hour % 12;
  const clock =
    target.minute === 0 ? `${hour12}` : `${hour12}:${String(target.minute).padStart(2, '0')}`;
  const time = `${dayPart(target.hour, devanagari)} ${clock} ${devanagari ? 'बजे' : 'baje'}`;
  if (sameDay(target, today)) return `${devanagari ? 'आज' : 'aaj'} ${time}`;
  if (sameDay(target, tomorrow)) return `${devanagari ? 'कल' : 'kal'} ${time}`;
  const day = new Intl.DateTimeFormat(devanagari ? 'hi-IN' : 'en-IN', {
    weekday: 'long',
    ...(at.getTime() - now.getTime() >= WEEK ? { day: 'numeric', month: 'long' } : {}),
    timeZone: zone,
  }).format(at);
  return `${day} ${devanagari ? 'को' : 'ko'} ${time}`;
};

/** "today at 4:00 PM", "tomorrow at 10:00 AM", "Monday at 9:30 AM", in the lead's zone. */
export const spokenTime = (iso: string, now: Date, timeZone: string, language: string) => {
  const zone = knownTimeZone(timeZone);
  const at = new Date(iso);
  if (language === 'hi-IN' || language === 'hi-Latn') {
    return hindiTime(at, now, zone, language === 'hi-IN');
  }
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(at);
  const target = wallTimeAt(at, zone);
  const today = wallTimeAt(now, zone);
  const tomorrow = wallTimeAt(new Date(now.getTime() + 86_400_000), zone);
  if (sameDay(target, today)) return `today at ${time}`;
  if (sameDay(target, tomorrow)) return `tomorrow at ${time}`;
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    ...(at.getTime() - now.getTime() >= WEEK ? { day: 'numeric', month: 'long' } : {}),
    timeZone: zone,
  }).format(at);
  return `${day} at ${time}`;
};

export const confirmCallback = (iso: string, now: Date, timeZone: string, language: string) =>
  agentLines(language).callback(spokenTime(iso, now, timeZone, language));
