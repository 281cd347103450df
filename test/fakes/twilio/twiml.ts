/**
 * The TwiML the fake understands, read from our voice and action webhooks' answers: `<Say>`,
 * `<Pause>`, `<Hangup>` and `<Connect [action]><ConversationRelay …><Parameter name value/>…`.
 * A small tag reader, not a full XML parser: TwiML is flat enough for it.
 */
export type TwimlVerb =
  | { verb: 'Say'; text: string }
  | { verb: 'Pause'; seconds: number }
  | { verb: 'Hangup' }
  | {
      verb: 'Connect';
      action: string | null;
      method: 'GET' | 'POST';
      relay: { attributes: Record<string, string>; parameters: Record<string, string> } | null;
    }
  | { verb: 'Unsupported'; name: string };

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

export class TwimlError extends Error {}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

const readAttributes = (source: string): Record<string, string> => {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    attributes[match[1] as string] = decode(match[2] ?? match[3] ?? '');
  }
  return attributes;
};

const parseXml = (xml: string): XmlNode => {
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlNode[] = [root];
  const body = xml.replace(/<\?xml[^>]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w.-]*)([^>]*?)(\/?)>|([^<]+)/g)) {
    const parent = stack[stack.length - 1] as XmlNode;
    const [, closing, name, rest, selfClosing, text] = match;
    if (text !== undefined) {
      parent.text += decode(text);
    } else if (closing) {
      if (parent.name !== name) throw new TwimlError(`</${name}> does not close <${parent.name}>`);
      stack.pop();
    } else {
      const node: XmlNode = {
        name: name as string,
        attributes: readAttributes(rest ?? ''),
        children: [],
        text: '',
      };
      parent.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (stack.length !== 1) throw new TwimlError(`<${stack[stack.length - 1]?.name}> is not closed`);
  return root;
};

const toVerb = (node: XmlNode): TwimlVerb => {
  switch (node.name) {
    case 'Say':
      return { verb: 'Say', text: node.text.trim() };
    case 'Pause':
      return { verb: 'Pause', seconds: Number(node.attributes.length ?? 1) || 1 };
    case 'Hangup':
      return { verb: 'Hangup' };
    case 'Connect': {
      const relay = node.children.find((child) => child.name === 'ConversationRelay');
      const parameters: Record<string, string> = {};
      for (const parameter of relay?.children ?? []) {
        if (parameter.name === 'Parameter' && parameter.attributes.name) {
          parameters[parameter.attributes.name] = parameter.attributes.value ?? '';
        }
      }
      if (relay && !relay.attributes.url) throw new TwimlError('<ConversationRelay> needs a url');
      return {
        verb: 'Connect',
        action: node.attributes.action ?? null,
        method: node.attributes.method?.toUpperCase() === 'GET' ? 'GET' : 'POST',
        relay: relay ? { attributes: relay.attributes, parameters } : null,
      };
    }
    default:
      return { verb: 'Unsupported', name: node.name };
  }
};

/** The verbs of a TwiML document, in order; throws TwimlError when it is not TwiML. */
export const parseTwiml = (xml: string): TwimlVerb[] => {
  const document = parseXml(xml);
  const response = document.children[0];
  if (response?.name !== 'Response' || document.children.length !== 1) {
    throw new TwimlError('TwiML must have one <Response> root');
  }
  return response.children.map(toVerb);
};
