import { describe, expect, it } from 'vitest';
import { asksDoNotCall } from './do-not-call';

describe('asksDoNotCall', () => {
  it.each([
    "Don't call me again.",
    'Please remove me from your list',
    'Stop calling this number!',
    'take my number off your list',
    'never call us again',
    'I am on the DND list, do not call',
    'Please unsubscribe me',
    'call mat karo',
    'dobara call mat karna',
    'aage se phone nahi karna',
    'dont call me anymore',
    'फिर से कॉल मत करना',
    'मुझे दोबारा फ़ोन मत करना',
    'कॉल मत करो',
    'phir se call mat karna',
  ])('"%s" is a Do Not Call request', (said) => {
    expect(asksDoNotCall(said)).toBe(true);
  });

  it.each([
    'Do not call me before 5 pm',
    "don't call me tomorrow, call on Friday",
    'Call me later please',
    'I am not interested',
    'That was a waste of time',
    'no problem, call me back',
    'बाद में कॉल करना',
    'शाम को फ़ोन करें',
    'kal call karna',
  ])('"%s" is not', (said) => {
    expect(asksDoNotCall(said)).toBe(false);
  });
});
