import { OPERATORS_GROUP } from '@salesflow/functions/platform/auth/operators';
import { Stack, Token } from 'aws-cdk-lib';
import {
  AccountRecovery,
  OAuthScope,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  type UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

export interface AuthProps {
  /** The CloudFront host name: sign-in returns to it and sign-out lands on it. */
  appDomainName: string;
  /** Hosted sign-in domain prefix: lowercase letters, digits and hyphens; unique per region. */
  domainPrefix: string;
}

/**
 * Cognito as the OpenID Connect provider the login code talks to: a user pool with email
 * sign-in and self sign-up, its hosted domain, and a public client for code flow with PKCE.
 * The app signs in only verified emails: a changed email stays the old (verified) one until the
 * user confirms the new one (`keepOriginal`), so nobody becomes someone else by typing their
 * address. Platform operators are the members of the operators group, which only an AWS
 * administrator can add people to (`admin-add-user-to-group`).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  readonly domain: UserPoolDomain;
  readonly operators: UserPoolGroup;
  private readonly appDomainName: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.appDomainName = props.appDomainName;
    assertDomainPrefix(props.domainPrefix);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
    });
    this.operators = this.userPool.addGroup('Operators', {
      groupName: OPERATORS_GROUP,
      description: 'SalesFlow platform operators: the admin dashboard (cognito:groups at sign-in)',
    });
    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix },
    });
    // Public client: no secret, so PKCE is what protects the code exchange.
    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: {},
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`https://${props.appDomainName}/api/callback`],
        logoutUrls: [`https://${props.appDomainName}/`],
      },
    });
  }

  /** The environment the sign-in handlers read (see functions/src/platform/config.ts). */
  oidcEnvironment(): Record<string, string> {
    // Cognito's logout endpoint is not in its discovery document. A host name needs no escaping
    // (and is a deploy-time token here), so only the scheme's and path's characters are encoded.
    const logoutUri = `https%3A%2F%2F${this.appDomainName}%2F`;
    const { region, urlSuffix } = Stack.of(this);
    return {
      OIDC_ISSUER: `https://cognito-idp.${region}.${urlSuffix}/${this.userPool.userPoolId}`,
      OIDC_CLIENT_ID: this.client.userPoolClientId,
      OIDC_LOGOUT_URL: `${this.domain.baseUrl()}/logout?client_id=${this.client.userPoolClientId}&logout_uri=${logoutUri}`,
      // The callback reads the group from the ID token's `cognito:groups`.
      PLATFORM_OPERATOR_GROUP: OPERATORS_GROUP,
    };
  }
}

const assertDomainPrefix = (prefix: string): void => {
  if (Token.isUnresolved(prefix)) return;
  if (!/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(prefix) || /aws|amazon|cognito/.test(prefix)) {
    throw new Error(
      `authDomainPrefix "${prefix}" must be 1-63 lowercase letters, digits or hyphens, not start or end with a hyphen, and not contain aws, amazon or cognito`,
    );
  }
};
