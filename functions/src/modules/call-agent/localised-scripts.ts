import type { AiAgentSettings } from '@salesflow/shared/ai-agent/ai-agent-settings';
import {
  type AgentScripts,
  DEFAULT_AI_AGENT_SCRIPTS,
} from '@salesflow/shared/ai-agent/ai-agent-templates';

/**
 * The default scripts in Hindi and Hinglish, for the built-in agent only. The settings' defaults
 * are the spec's English texts (kept exactly); an agent set to Hindi or Hinglish whose script
 * is still that untouched default would greet in English and then fall back to Hindi lines, so
 * the built-in agent says the same script in its language instead. A script the user wrote is
 * theirs and is said as written. (The LLM gets the settings as they are and is told the language.)
 */
const HINDI: AgentScripts = {
  salesScript: `नमस्ते, मैं {companyName} से {agentName}। क्या अभी दो मिनट बात करने का सही समय है?

हाल ही में आपने {companyName} से जानकारी माँगी थी, इसलिए हम समझना चाहते हैं कि आपको क्या चाहिए, ताकि हम आपके लिए सही विकल्प सुझा सकें।

क्या हम कुछ छोटे सवाल पूछ सकते हैं?`,
  qualificationQuestions: `1. आपने हमसे किस ज़रूरत या परेशानी के लिए संपर्क किया?
2. अभी आप यह काम कैसे संभालते हैं?
3. आप कितनी जल्दी इसका समाधान चाहते हैं?
4. इस फ़ैसले में और कौन शामिल है?
5. क्या आपने कोई बजट सोचा है?
6. आप किस शहर या इलाके में हैं?`,
  objectionHandling: `"बहुत महंगा है": समझ सकते हैं। आप इसकी तुलना किससे कर रहे हैं? कई ग्राहकों को इससे हर महीने समय और पैसे की बचत होती है, और हम आपके बजट के हिसाब से विकल्प सुझा सकते हैं।

"अभी व्यस्त हूँ": कोई बात नहीं। इस हफ़्ते छोटी सी बात के लिए कौन सा समय ठीक रहेगा: सुबह या शाम?

"डिटेल्स भेज दो": ज़रूर। WhatsApp पर भेजें या ईमेल पर? और क्या हम गुरुवार को आपके सवालों के लिए कॉल कर सकते हैं?

"पहले से सप्लायर है": यह तो अच्छी बात है। अभी के तरीके में आप क्या बेहतर करना चाहेंगे?

"सोचना पड़ेगा": बिल्कुल। फ़ैसला लेने के लिए आपको क्या देखना होगा?`,
  followUpPrompts: `- ग्राहक को उनके समय के लिए धन्यवाद दें और उनकी बताई एक परेशानी दोहराएँ।
- अगला कदम साफ़ तय करें: डेमो, ट्रायल, या किसी तय दिन और समय पर कॉल।
- WhatsApp या ईमेल पर छोटा सा सारांश भेजने की पेशकश करें।
- विनम्रता से खत्म करें: "धन्यवाद, आपका दिन शुभ हो।"`,
};

const HINGLISH: AgentScripts = {
  salesScript: `Namaste, main {companyName} se {agentName}. Kya abhi do minute baat karne ka sahi time hai?

Aapne haal hi mein {companyName} se enquiry ki thi, isliye hum samajhna chahte hain ki aapko kya chahiye, taaki hum aapke liye sahi option suggest kar sakein.

Kya hum kuch quick sawaal pooch sakte hain?`,
  qualificationQuestions: `1. Aapne hamse kis zaroorat ya problem ke liye contact kiya tha?
2. Abhi aap yeh kaam kaise handle karte hain?
3. Aap kitni jaldi solution chahte hain?
4. Is decision mein aur kaun involved hai?
5. Kya aapne koi budget socha hai?
6. Aap kis city ya area mein hain?`,
  objectionHandling: `"Bahut mehenga hai": Samajh sakte hain. Aap isko kis cheez se compare kar rahe hain? Bahut se customers ka har mahine time aur paisa bachta hai, aur hum aapke budget ke hisaab se option suggest kar sakte hain.

"Abhi busy hoon": Koi baat nahi. Is hafte ek chhoti si call ke liye kaunsa time theek rahega: morning ya evening?

"Details bhej do": Bilkul. WhatsApp par bhejein ya email par? Aur kya hum Thursday ko aapke sawaalon ke liye call kar sakte hain?

"Pehle se supplier hai": Yeh toh achhi baat hai. Abhi jo chal raha hai, usmein aap kya better karna chahenge?

"Sochna padega": Bilkul. Decision lene ke liye aapko kya dekhna hoga?`,
  followUpPrompts: `- Customer ko unke time ke liye thank you bolein aur unki batayi ek problem repeat karein.
- Next step clear karein: demo, trial, ya kisi fixed din aur time par call.
- WhatsApp ya email par short summary bhejne ka offer karein.
- Politely end karein: "Thank you, aapka din achha ho."`,
};

const SCRIPTS: Partial<Record<string, AgentScripts>> = { 'hi-IN': HINDI, 'hi-Latn': HINGLISH };

const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The settings with each untouched default script in the agent's language, where we have it. */
export const localisedScripts = (settings: AiAgentSettings): AiAgentSettings => {
  const own = SCRIPTS[settings.language];
  if (!own) return settings;
  const pick = (field: keyof AgentScripts) =>
    squashed(settings[field]) === squashed(DEFAULT_AI_AGENT_SCRIPTS[field])
      ? own[field]
      : settings[field];
  return {
    ...settings,
    salesScript: pick('salesScript'),
    qualificationQuestions: pick('qualificationQuestions'),
    objectionHandling: pick('objectionHandling'),
    followUpPrompts: pick('followUpPrompts'),
  };
};
