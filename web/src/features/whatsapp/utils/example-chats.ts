export interface ChatLine {
  from: 'you' | 'bot';
  text: string;
}

export interface ExampleChat {
  title: string;
  situation: string;
  lines: readonly ChatLine[];
}

/** The four scenarios of the Examples tab: a command as typed, and what the bot answers. */
export const EXAMPLE_CHATS: readonly ExampleChat[] = [
  {
    title: 'Client calls',
    situation: 'A client rings you; log the call before the next one.',
    lines: [
      { from: 'you', text: '/log priya@sharmatech.in, Called, wants a demo for her team of 12' },
      { from: 'bot', text: "Logged on *Priya Sharma*'s timeline." },
      { from: 'you', text: '/update priya@sharmatech.in, hot, Demo booked for Friday' },
      { from: 'bot', text: 'Updated *Priya Sharma*: status hot, notes added' },
    ],
  },
  {
    title: 'Meeting a new lead',
    situation: 'You meet someone at an event; add them while you still have their card.',
    lines: [
      {
        from: 'you',
        text: '/add Rahul Verma, rahul@novalabs.io, +919812345678, Nova Labs, CTO',
      },
      {
        from: 'bot',
        text: 'Added *Rahul Verma* · Nova Labs · cold · score 35 (rahul@novalabs.io)',
      },
    ],
  },
  {
    title: 'Creating a deal after a call',
    situation: 'The call went well; put the deal in the pipeline straight away.',
    lines: [
      { from: 'you', text: '/deal rahul@novalabs.io, Annual Pro plan, 120000, proposal' },
      {
        from: 'bot',
        text: 'Deal *Annual Pro plan* · $120,000 · proposal for Rahul Verma',
      },
    ],
  },
  {
    title: 'Quick contact search',
    situation: 'Find a contact before a meeting without opening the app.',
    lines: [
      { from: 'you', text: '/search Nova' },
      {
        from: 'bot',
        text: '• *Rahul Verma* · Nova Labs · warm · score 62\n  rahul@novalabs.io',
      },
    ],
  },
];
