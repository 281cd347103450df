/**
 * The scorer's phrase lexicon, over normalised text (transcript-normalise.ts: lowercase,
 * contractions spelt out, regional words rewritten). Each cue is a kind of evidence, not an
 * outcome: the scorer weighs cues by strength and by when the lead said them.
 *
 * A cue marked `negated` is read with its negation scope: "interested" is interest, "not
 * interested" and "interested nahi" are refusal, "not that I am not interested" is interest
 * again (two negations). A cue without `negated` already carries its polarity ("no thank you").
 */
export type Cue =
  /** Wants it: "interested", "sounds good", "tell me more", "we need this". */
  | 'interest'
  /** Buying signals: price, quote, demo, integration, "sign me up". */
  | 'buying'
  /** A small yes: "okay", "go on". */
  | 'engage'
  | 'refuse'
  /** "Do not call again", "remove my number", "DND": a refusal that also ends the relationship. */
  | 'hard'
  /** The wrong person or number: nobody to sell to on this line. */
  | 'wrong'
  /** Already a customer here or of a competitor. */
  | 'customer'
  /** A request to talk another time, or being unable to talk now. */
  | 'callback'
  /** Deferring without a time: "maybe", "let me check with my boss", "send me details". */
  | 'hedge'
  /** A recording on the lead's side: voicemail, an operator's message. */
  | 'voicemail';

export interface LexiconEntry {
  pattern: RegExp;
  cue: Cue;
  weight: number;
  /** What the phrase means under an odd number of negations; absent: read as written. */
  negated?: readonly [Cue, number];
}

const entry = (
  source: string,
  cue: Cue,
  weight: number,
  negated?: readonly [Cue, number],
): LexiconEntry => ({
  pattern: new RegExp(`\\b(?:${source})\\b`, 'g'),
  cue,
  weight,
  ...(negated ? { negated } : {}),
});

const PEOPLE =
  'boss|manager|team|partner|partners|wife|husband|family|director|directors|management|finance|accounts|cfo|ceo|md|head|seniors?|owner|father|dad|brother|cofounder|co founder|it team|hr|procurement|purchase team|colleagues?|principal';
const INFO =
  'details?|info|information|brochure|catalogue|catalog|deck|presentation|pdf|documents?|something|more|it|that|this|link|website|mail|email|whatsapp|message|everything|features|profile';
const RIVALS =
  'zoho|salesforce|hubspot|pipedrive|freshsales|freshworks|leadsquared|odoo|sap|oracle|dynamics|monday|zendesk|bitrix|bitrix24|insightly|kylas|salesmate|tally|excel|google sheets|another|a different|some other|other|a similar|similar';

export const LEXICON: readonly LexiconEntry[] = [
  // Interest, with its negation.
  entry('interested|interest|interesting', 'interest', 2.5, ['refuse', 3]),
  entry(
    'sounds? (really |very |quite |so |pretty |super )?(good|great|interesting|nice|useful|promising|perfect|fine|cool|helpful|amazing|awesome|like a plan)',
    'interest',
    1.8,
    ['refuse', 1.5],
  ),
  entry(
    '(that|it|this) is (good|great|nice|useful|helpful|perfect|excellent|amazing|awesome|impressive|what we need|exactly what)',
    'interest',
    1.5,
    ['refuse', 1.5],
  ),
  entry('(i|we) (like|love) (it|this|that|the|your|what)', 'interest', 1.8, ['refuse', 1.5]),
  entry('would (like|love)|want to (know|see|try|learn|hear|understand)', 'interest', 1.5, [
    'refuse',
    2,
  ]),
  entry('(i|we) want (it|this|that|one|some|a|the)', 'interest', 1.8, ['refuse', 2.5]),
  entry(
    '(we|i) (really )?need (it|this|that|something|a|an|such|one|crm|more)|need (it|this)',
    'interest',
    1.8,
    ['refuse', 2.5],
  ),
  entry(
    '(looking|searching) for|looking (to|at) (buy|get|switch|change|upgrade)',
    'interest',
    1.8,
    ['refuse', 2.5],
  ),
  entry(
    '(tell|show) (me|us) more|explain (more|further|in detail|it)|more (details|info|information) (about|on)|go on|continue|carry on|i am listening|tell me',
    'engage',
    1.2,
  ),
  entry(
    'how does (it|this|that) work|what (all )?(features|does it|can it|is included)|what else',
    'interest',
    1.5,
  ),
  entry(
    'open to|happy to (try|see|look|talk|hear)|worth (a try|trying|a look|looking)',
    'interest',
    1.8,
    ['refuse', 1.5],
  ),
  entry('useful|helpful|makes sense|good idea', 'interest', 1, ['refuse', 1.5]),
  entry('please proceed|proceed|go ahead', 'engage', 1.2, ['refuse', 2]),

  // Buying signals.
  entry(
    'how much|price|prices|pricing|cost|costs|costing|charges?|rates?|fees?|per (user|month|seat|year|license|licence|head)|monthly|annual|yearly|(which|what|your|the) plans?|plan (cost|price)|packages?|subscription|emi|payment|invoice|gst|discount',
    'buying',
    2,
  ),
  entry('quote|quotation|estimate|proposal', 'buying', 2.5, ['refuse', 2]),
  entry(
    'demo|demonstration|trial|pilot|poc|proof of concept|walkthrough|walk (me|us) through',
    'buying',
    2.5,
    ['refuse', 2],
  ),
  entry(
    'sign (me|us) up|sign up|let us (do it|go|go ahead|proceed|start|book|schedule|fix)|count (me|us) in|go for it|ready to (buy|start|go|sign|proceed|move)|(we|i) will take it|take it|buy|purchase|subscribe|onboard|onboarding|book (a|the|it|me|us|for|one)|schedule (a|the|it|one)|set (it|one|a|the) up|fix (a|the) (demo|meeting|appointment|call|time|slot)|send (me |us )?(the |a )?(agreement|contract|payment link)|when can (we|you|i) start|how (soon|quickly) can|move earlier',
    'buying',
    3.5,
    ['refuse', 2.5],
  ),
  entry(
    'integrat\\w*|implementation|implement|set ?up|migrat\\w*|import (our|my) (data|contacts)|api|(does|can|will) it (work|integrate|support|handle|connect|sync)|is there (an? )?(app|api|mobile|integration)|do you (have|support|offer|provide)|how (long|much time)|training|support team',
    'buying',
    1.8,
  ),

  // Small agreement; the answer to a question is read with the question (transcript-evidence.ts).
  entry(
    'definitely|absolutely|sure|perfect|great|excellent|awesome|wonderful|lovely|brilliant|fantastic|nice|cool',
    'engage',
    0.8,
  ),
  entry('okay|fine|right', 'engage', 0.3),

  // Refusals.
  entry(
    'no thank you|no thank|no need|no requirement|no requirements|no use|nahi need|need nahi',
    'refuse',
    2.5,
  ),
  entry(
    'not (really )?(required|needed|necessary|relevant|applicable|for (us|me)|our cup of tea|a fit|a good fit|suitable|useful|helpful)|does not (suit|fit|apply)',
    'refuse',
    2.5,
  ),
  entry('required|requirement', 'interest', 1.5, ['refuse', 2.5]),
  entry(
    '(we|i) (are|am) (all set|sorted|covered|good|fine|okay) (for now|thank you|as of now)|(we|i) (are|am) (all set|sorted|covered)',
    'refuse',
    2,
  ),
  entry(
    'no way|(we|i) (will|would|shall) pass|pass for now|pass on (this|it|that)|hard pass|forget it|leave it|let it be|chhodo|chodo|rehne do',
    'refuse',
    2.5,
  ),
  entry(
    'not now|not (right )?now|not (at the moment|this time|currently|as of now|for now|today)',
    'refuse',
    1.1,
  ),
  entry(
    '(we|i) (have|built|use|made) (our|my) own|in ?house|we do it (ourselves|manually)|(manage|handle) (it )?(ourselves|manually)',
    'customer',
    2,
  ),
  entry(
    'not looking (at|for|to|into)|not (in the market|buying|planning)|no plans?|closing (down|the business)|shut(ting)? down|retired|not in business',
    'refuse',
    2.5,
  ),
  entry(
    'too (expensive|costly|much|high|pricey)|expensive|costly|out of (our|my) (budget|price range|range|reach)|over (our|my) budget|can not afford|no budget|budget (is )?(tight|not there|nahi|low|over|exhausted|finished)|do not have (a |the |any )?budget|cheaper',
    'refuse',
    2.5,
  ),
  entry('complain|complaint', 'refuse', 1.5),
  entry('scam|fraud|fake|spam|spammer|telemarketing|cheat', 'refuse', 2),
  entry('how did you get my|who gave you my|where did you get my', 'refuse', 1),

  // Hard refusals.
  entry(
    'do not (ever )?(call|contact|disturb|bother|message|text|email|phone|ring)|never (call|contact|ring)|stop (calling|call|this|it|bothering|disturbing|messaging)|no more calls|(remove|delete|erase) (my|this|our) (number|name|details|data|contact)|remove (me|us)|take (me|my number|us) off|unsubscribe|opt ?out|dnd|do not disturb|leave me alone|get lost|go away|report (you|this|your)|block (you|this|your)|harass\\w*|waste (of )?(my |our )?time|wasting (my |our )?time|(call|phone|ring) nahi (karo|karna|kare|karein|kijiye|karo)|(dobara|phir se|again) (call|phone) nahi|nahi (karo|karna) call',
    'hard',
    4,
  ),

  // The wrong person or number. Not interested, and worth little: there is nobody to sell to.
  entry(
    'wrong number|wrong person|(got|have|dialled|called|calling) the wrong|no (one|body) (here )?(by|with|called|named) (that|this)|(no|nobody|no one) (is )?(here )?(called|named|by (that|this) name)|there is no (one|body|such|mr|ms|mrs|person)|does not work (here|there|with us)|no longer (works|with)|not working (here|there|with us) (anymore|any more)|left (the|this|our) (company|organisation|organization|firm|job|office)|not (with|at) (this|the|our) company|i am not (the )?(mr|mrs|ms|miss|dr|him|her|that person|the person|who you|whom you)|you have the wrong|not the right (person|number)|i do not know (any ?one|anybody|him|her|who (that|this|you))|never heard of (him|her|that name|this person|this name)',
    'wrong',
    3,
  ),
  entry(
    'not my (department|area|call|decision)|i do not (handle|deal with|take care of) (this|that|these|it)|not responsible for|not the decision maker|i do not make (the )?decisions',
    'wrong',
    2,
  ),

  // Already a customer, of us or of a competitor.
  entry(
    'already (using|use|have|has|got|bought|purchased|subscribed|signed|working|with|a customer|customer|a client|client|on|tied|paying|paid|tried|evaluated|took|taken|implemented|invested|installed|registered|a member|member)',
    'customer',
    2.5,
  ),
  entry(`(we|i) (are )?(use|using|on|with|work with|working with) (${RIVALS})`, 'customer', 2.5),
  entry(
    `(${RIVALS}) (crm|tool|system|software)? ?(works|is working|is good|is enough|does the job)`,
    'customer',
    2,
  ),
  entry(
    '(happy|satisfied|content|okay|fine) with (our|the|my|what we have)|(stick|stay|continue) with (our|the|my|what)',
    'customer',
    2.5,
  ),
  entry(
    '(have|use|got) (a|an|our|one) (crm|system|vendor|provider|solution|tool|software|partner|supplier|agency)|(existing|current) (vendor|provider|crm|system|solution|contract|tool|software)',
    'customer',
    1.5,
  ),
  entry('(under|in) (a )?contract|contract (with|till|until|runs|ends)|locked in', 'customer', 2),
  entry('(we are|i am) (your |an |a )?(existing )?(customer|client|user)', 'customer', 2.5),

  // Another time.
  entry(
    'call (me |us |him |her )?(back|later|again|tomorrow|next|after|in the|this|on|at|around|before|sometime|some other time|another time|once)|call back',
    'callback',
    2.5,
    ['hard', 4],
  ),
  entry('(ring|phone|buzz) (me|us)|give (me|us) a (call|ring|buzz)', 'callback', 2.2, [
    'hard',
    3.5,
  ]),
  entry(
    'try (me |again |calling |us )*(later|tomorrow|another time|next|after|in)',
    'callback',
    2.2,
  ),
  entry(
    '(connect|get in touch|talk|speak) (with (me|us) )?again|(another|some other|other) day|(talk|speak|chat|connect|discuss) (later|tomorrow|next|some ?other time|another time|after|in the|on|this)',
    'callback',
    2.5,
  ),
  entry(
    '(catch|reach|contact) (me|us) (later|tomorrow|next|after|in|on|this|around)',
    'callback',
    2.5,
  ),
  entry('(i|we) will call (you )?(back|later|you)|call you back|call you later', 'callback', 2),
  entry('follow up (later|next|in|after|on)|check back', 'callback', 2),
  entry('(some ?other|another|different|better) time|later|sometime', 'callback', 1.3),
  entry('busy', 'callback', 2.2, ['engage', 0.5]),
  entry(
    'in (a )?meeting|in (the )?middle of|in (a |another )?call|on (another|a) call|on call|driving|on the road|on the way|on my way|travell?ing|out of station|outstation|on leave|on vacation|on holiday|at (a|the) (wedding|hospital|doctor|function|funeral|temple|gym|airport)|in (the )?hospital|in class|in a lecture|with (a )?(client|customer|patient|guest)s?|boarding|(in|at) the (airport|station)',
    'callback',
    2.2,
  ),
  entry(
    '(can|could) (not|nahi) (talk|speak)|bad time|bad timing|in a hurry|no time',
    'callback',
    2.4,
  ),
  entry(
    '(good|right|convenient) time|(am|are) free|free (now|to talk|right now)|have (a |the )?(time|minute|moment)',
    'engage',
    0.5,
    ['callback', 2.4],
  ),
  entry(
    '(he|she|sir|madam|boss|owner|manager) (is )?(not|nahi) (here|there|available|in|around|in office|at home|home|back)|(he|she) (is )?(out|away|busy|travell?ing|in a meeting|on leave|sleeping|not back)',
    'callback',
    2.5,
  ),

  // Deferring without a time.
  entry(
    `maybe|perhaps|possibly|not sure|unsure|do not know|(will|to|let me|let us|we will|i will) think|think (about it|it over)|need (some )?time|give (me|us) (some )?time|consider|will see|let (us|me) see|let me check|will check|(need|have) to (check|discuss|talk|ask|consult|confirm|speak|think)|(check|discuss|talk|speak|consult|confirm|run (it|this|that)) (it )?(with|to|by|past) (my|our|the) (${PEOPLE})|get back|will let you know|let you know|decide later|not decided|undecided|depends|let me discuss|i will inform`,
    'hedge',
    1.5,
  ),
  entry(
    `(send|email|mail|whatsapp|share|forward|drop) (me |us )?(the |some |your |a |all )?(${INFO})|(on|over|via|to|through) (my )?(email|mail|whatsapp|this number|my number)`,
    'hedge',
    1.4,
  ),

  // Recordings on the lead's side.
  entry(
    'leave (a |your )?(message|voicemail|name and number|a voice message)|after the (tone|beep)|at the (tone|beep)|record your message|voicemail|mailbox|voice message|answering machine',
    'voicemail',
    3,
  ),
  entry(
    'the (number|subscriber|person|customer|mobile) you (are|have) (calling|trying|dialling|dialled|called|reached)|number you have (dialled|called)|(is )?(currently )?(not reachable|unreachable|switched off|out of (coverage|network|service)( area)?|not in service|no longer in service|not answering|not responding)|does not exist|please check the number|can not (take|come to|answer) (your call|the phone)|(unable|not able) to (take|answer) your call|you have reached|please try (your call )?(again )?later|all (our )?lines are busy|your call is important|press (one|1|two|2)|call can not be completed|network busy|can not be reached|not available to take',
    'voicemail',
    3,
  ),
  entry(
    'jis number (se|ko|par|pe)|pahunch se bahar|uplabdh nahi|uplabdh nahin|vyast hai|switch off hai|prayas karein',
    'voicemail',
    3,
  ),
  entry(
    'no (answer|response|reply)|not answered|unanswered|silence|ringing|beep|dial tone|call dropped|line (is )?dead',
    'voicemail',
    1.5,
  ),
];

export const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nahi',
  'neither',
  'nor',
  'hardly',
  'without',
  'none',
  'nobody',
  'nothing',
  'longer',
]);
/** Words that make what follows uncertain: "not sure if we are interested". */
export const CONDITIONALS = new Set(['if', 'whether', 'unless', 'sure']);

/** Sentiment words, read with the same negation scope. */
export const POSITIVE_WORDS =
  /\b(great|good|excellent|awesome|wonderful|lovely|fantastic|brilliant|amazing|perfect|nice|helpful|useful|interesting|happy|glad|love|like it|appreciate|cool|impressive|excited|exciting|definitely|thank you)\b/g;
export const NEGATIVE_WORDS =
  /\b(annoy\w*|irritat\w*|angry|frustrat\w*|fed up|sick of|disturb\w*|bother\w*|waste|wasting|useless|rubbish|nonsense|stupid|worst|terrible|horrible|pathetic|scam|fraud|spam|harass\w*|ridiculous|hate|rude|pushy|how many times|already told|told you|every day|again and again|so many calls|get lost|leave me alone|stop)\b/g;

/** Greetings, fillers and line trouble: a lead who says only these has not been reached. */
export const EMPTY_TALK =
  /^(hello+|hi+|hey|who|what|sorry|pardon|can you hear me|i can not hear (you|anything)|hear me|(your )?(voice|sound|audio) (is )?(not (coming|clear|audible)|breaking|cutting)( up)?|i can not hear( you| anything| properly)?|not audible|network (issue|problem)|you are breaking up|hello hello|bye|\.+|\s)*$/;
