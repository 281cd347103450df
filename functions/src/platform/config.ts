/** Environment the handlers read, set by the CDK stack in AWS and by the local stack here. */
const read = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') throw new Error(`Missing environment variable ${name}`);
  return value;
};

export const config = {
  get tableName() {
    return read('TABLE_NAME');
  },
  /** Only set on the local stack: DynamoDB Local's address. */
  get dynamoEndpoint() {
    return process.env.DYNAMODB_ENDPOINT || undefined;
  },
  /**
   * How bulk writes travel (platform/data/batch.ts): BatchWriteItem of 25, or TransactWriteItems
   * of up to 100, which only the local stack asks for (`DYNAMODB_BULK_WRITES=transactions`) when
   * DynamoDB Local keeps its data on disk, where it commits each item of a batch on its own.
   */
  get bulkWrites(): 'batches' | 'transactions' {
    return process.env.DYNAMODB_BULK_WRITES === 'transactions' ? 'transactions' : 'batches';
  },
  /** The origin users load the app from (CloudFront, or http://localhost:3000). */
  get appOrigin() {
    return read('APP_ORIGIN');
  },
  get oidcIssuer() {
    return read('OIDC_ISSUER');
  },
  get oidcClientId() {
    return read('OIDC_CLIENT_ID');
  },
  get oidcClientSecret() {
    return process.env.OIDC_CLIENT_SECRET || undefined;
  },
  /** Cognito's logout endpoint is not in its discovery document; set it there. */
  get oidcLogoutUrl() {
    return process.env.OIDC_LOGOUT_URL || undefined;
  },
  /**
   * Key that signs page cursors (platform/data/cursor.ts). Set in AWS (a generated secret); on
   * the local stack, where DynamoDB Local is the endpoint, a process may use a key of its own.
   */
  get cursorSigningKey(): string | undefined {
    const key = process.env.CURSOR_SIGNING_KEY;
    if (key) return key;
    if (this.dynamoEndpoint) return undefined;
    throw new Error('Missing environment variable CURSOR_SIGNING_KEY');
  },
  /** The address email is sent from: a verified SES identity in AWS ("SalesFlow <no-reply@…>"). */
  get emailFrom() {
    return read('EMAIL_FROM');
  },
  /**
   * The sign-in provider's group of platform operators (Cognito's `cognito:groups` claim): set in
   * AWS by the CDK app, which creates the group; empty means none.
   */
  get platformOperatorGroup(): string {
    return process.env.PLATFORM_OPERATOR_GROUP?.trim() ?? '';
  },
  /**
   * Lower-cased emails of the platform operators, read against the provider's verified email at
   * sign-in: the local stack's way (AWS uses the group); empty means none.
   */
  get platformOperatorEmails(): string[] {
    return (process.env.PLATFORM_OPERATOR_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
  },
  get secureCookies() {
    return !/^http:\/\/(localhost|127\.0\.0\.1)(:|$)/.test(this.appOrigin);
  },
};

/** Origins whose browser requests may change data: the app, plus the Vite dev server locally. */
export const allowedOrigins = (): string[] => [
  config.appOrigin,
  ...(process.env.EXTRA_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
];
