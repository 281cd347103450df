import {
  CreateEmailIdentityCommand,
  DeleteEmailIdentityCommand,
  GetEmailIdentityCommand,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { UpstreamError } from '../errors';
import { assertMayManageEmailIdentities } from '../route-grants';

/**
 * SES email identities: whether SES lets us send from an address (the address itself, or its
 * domain, verified), and asking SES to verify an address (SES emails it a link). Only routes that
 * declare `emailIdentities` in the route table may call these.
 */
export type IdentityState = 'verified' | 'pending' | 'failed' | 'missing';

let client: SESv2Client | undefined;
const ses = () => {
  assertMayManageEmailIdentities();
  client ??= new SESv2Client({});
  return client;
};

const upstream = (error: unknown): never => {
  throw new UpstreamError(
    `Amazon SES did not answer about the sending address (${(error as Error).name}). Please try again.`,
  );
};

const stateOf = async (identity: string): Promise<IdentityState> => {
  try {
    const out = await ses().send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
    if (out.VerifiedForSendingStatus) return 'verified';
    return out.VerificationStatus === 'FAILED' || out.VerificationStatus === 'TEMPORARY_FAILURE'
      ? 'failed'
      : 'pending';
  } catch (error) {
    if ((error as Error).name === 'NotFoundException') return 'missing';
    return upstream(error);
  }
};

/** May we send from `address`: its own identity, else its domain's. */
export const sendingIdentityState = async (address: string): Promise<IdentityState> => {
  const own = await stateOf(address);
  if (own === 'verified') return own;
  const domain = address.split('@')[1];
  if (domain && (await stateOf(domain)) === 'verified') return 'verified';
  return own;
};

/**
 * Asks SES to verify `address` (SES emails it a link). An earlier request that failed or expired
 * is replaced, so a new link goes out; one still pending is left as it is.
 */
export const requestIdentityVerification = async (
  address: string,
  state: IdentityState,
): Promise<void> => {
  try {
    if (state === 'failed') {
      await ses().send(new DeleteEmailIdentityCommand({ EmailIdentity: address }));
    }
    if (state === 'missing' || state === 'failed') {
      await ses().send(new CreateEmailIdentityCommand({ EmailIdentity: address }));
    }
  } catch (error) {
    if ((error as Error).name === 'AlreadyExistsException') return;
    upstream(error);
  }
};
