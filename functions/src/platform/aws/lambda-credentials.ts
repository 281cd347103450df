import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in the Lambda bundles (infra/lib/bundling.ts
 * aliases it here). In Lambda the execution role's credentials are always in the environment,
 * the first place the default chain looks; the rest of that chain (profiles, SSO, web identity,
 * instance metadata, with their own STS and SSO clients) is about 130 KiB of every bundle that a
 * function never runs. The local stack runs the handlers from source, with the full chain.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
