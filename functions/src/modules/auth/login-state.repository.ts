import { db, tableName } from '../../platform/data/dynamo-client';
import { DeleteCommand, PutCommand } from '../../platform/data/dynamo-commands';
import { keyShape } from '../../platform/data/key-shape';

/** A sign-in in progress: the PKCE verifier and nonce, kept ten minutes, usable once. */
export interface LoginState {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

export const LOGIN_STATE_SECONDS = 600;

export const LOGIN_STATE_PARTITION = keyShape('LOGIN#<state>');

const key = (state: string) => ({ pk: LOGIN_STATE_PARTITION.key(state), sk: 'LOGIN' });

export const saveLoginState = async (login: LoginState): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...key(login.state),
        type: 'loginState',
        ...login,
        expire: Math.floor(Date.now() / 1000) + LOGIN_STATE_SECONDS,
      },
    }),
  );
};

/** Deletes and returns the state: a replayed callback finds nothing. */
export const takeLoginState = async (state: string): Promise<LoginState | null> => {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: tableName(), Key: key(state), ReturnValues: 'ALL_OLD' }),
  );
  if (!Attributes || Number(Attributes.expire) <= Date.now() / 1000) return null;
  return {
    state: String(Attributes.state),
    codeVerifier: String(Attributes.codeVerifier),
    nonce: String(Attributes.nonce),
    returnTo: String(Attributes.returnTo),
  };
};
