import type { ErasureDeclaration } from '../../platform/data/erasure-declaration';

/**
 * What carries an organization's id but is not its to erase: people (who may belong to other
 * organizations) with their settings and notices, their sign-ins and sessions, the operators'
 * audit log, and the platform's record of the account (its summary and search words, which the
 * account-figures worker keeps and takes back on a whole removal).
 */
export const accountsErasure: ErasureDeclaration = {
  module: 'accounts',
  left: [
    { pattern: 'USER#<user>', why: 'a person, who may belong to other organizations' },
    { pattern: 'USER#<user>#NOTICES', why: 'a person’s notices' },
    { pattern: 'USEREMAIL#<email>', why: 'a person’s sign-in address' },
    { pattern: 'USERPHONE#<phone>', why: 'a person’s phone' },
    { pattern: 'SESSION#<session>', why: 'a person’s session' },
    { pattern: 'LOGIN#<state>', why: 'a sign-in under way' },
    { pattern: 'AUDIT#<month>', why: 'the operators’ audit log' },
    { pattern: 'ACCOUNT#<org>', why: 'the platform’s record of the account' },
    { pattern: 'PLATFORM#ACCOUNTS', why: 'the platform’s figures' },
    { pattern: 'PLATFORM#ACCOUNTSEARCH', why: 'the operators’ search of accounts' },
    { pattern: 'PLATFORM#STATS', why: 'the platform’s figures' },
    { pattern: 'PLATFORM#PAYMENTS', why: 'the platform’s record of payments' },
  ],
};
