import type { AiAgentLanguage } from '@salesflow/shared/ai-agent/ai-agent-settings';

/**
 * The short message left when a machine answers (answering-machine detection): who calls, from
 * where, why, and how to call back, in the agent's language where we have it (English otherwise:
 * en-US, en-GB and en-IN share it; Hinglish, hi-Latn, has its own, in Latin letters).
 */
export interface VoicemailInput {
  agentName: string;
  companyName: string;
  language: AiAgentLanguage;
  /** The lead's name; its first word greets them. */
  leadName?: string | null;
  /** A number to call back on, said as written. */
  callbackNumber?: string | null;
}

type Parts = { first: string; agent: string; company: string; number: string | null };

const MESSAGES: Partial<Record<string, (p: Parts) => string>> = {
  en: (p) =>
    `Hi${p.first ? ` ${p.first}` : ''}, this is ${p.agent} from ${p.company}. I was calling about your recent enquiry with us. ${p.number ? `You can call us back on ${p.number}, or we will try you again soon.` : 'We will try you again soon, or you can call us back whenever it suits you.'} Thank you.`,
  hi: (p) =>
    `नमस्ते${p.first ? ` ${p.first}` : ''}, मैं ${p.company} से ${p.agent}। आपने हमसे जानकारी माँगी थी, इसलिए हमने कॉल किया। ${p.number ? `आप हमें ${p.number} पर वापस कॉल कर सकते हैं, या हम फिर से कॉल करेंगे।` : 'हम आपको फिर से कॉल करेंगे, या आप अपनी सुविधा से हमें वापस कॉल कर सकते हैं।'} धन्यवाद।`,
  'hi-Latn': (p) =>
    `Namaste${p.first ? ` ${p.first}` : ''}, main ${p.company} se ${p.agent}. Aapne hamse enquiry ki thi, isliye humne call kiya. ${p.number ? `Aap hamein ${p.number} par call back kar sakte hain, ya hum aapko phir se call karenge.` : 'Hum aapko phir se call karenge, ya aap apni suvidha se hamein call back kar sakte hain.'} Thank you.`,
  es: (p) =>
    `Hola${p.first ? ` ${p.first}` : ''}, soy ${p.agent} de ${p.company}. Le llamaba por su consulta reciente. ${p.number ? `Puede devolvernos la llamada al ${p.number}, o le volveremos a llamar pronto.` : 'Le volveremos a llamar pronto, o puede devolvernos la llamada cuando le venga bien.'} Gracias.`,
  fr: (p) =>
    `Bonjour${p.first ? ` ${p.first}` : ''}, ici ${p.agent} de ${p.company}. Je vous appelais au sujet de votre demande récente. ${p.number ? `Vous pouvez nous rappeler au ${p.number}, ou nous vous rappellerons bientôt.` : 'Nous vous rappellerons bientôt, ou vous pouvez nous rappeler quand cela vous convient.'} Merci.`,
  de: (p) =>
    `Hallo${p.first ? ` ${p.first}` : ''}, hier ist ${p.agent} von ${p.company}. Ich habe wegen Ihrer Anfrage bei uns angerufen. ${p.number ? `Sie erreichen uns unter ${p.number}, oder wir rufen Sie bald wieder an.` : 'Wir rufen Sie bald wieder an, oder Sie rufen uns zurück, wann es Ihnen passt.'} Danke.`,
};

export const voicemailMessage = (input: VoicemailInput): string => {
  const language = input.language.split('-')[0] ?? 'en';
  const message = MESSAGES[input.language] ?? MESSAGES[language] ?? MESSAGES.en;
  const parts: Parts = {
    first: input.leadName?.trim().split(/\s+/)[0] ?? '',
    agent: input.agentName.trim(),
    company: input.companyName.trim(),
    number: input.callbackNumber?.trim() || null,
  };
  return (message as (p: Parts) => string)(parts);
};
