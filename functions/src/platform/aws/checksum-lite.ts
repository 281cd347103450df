/**
 * Stands in for `@smithy/core/checksum` in the Lambda bundles (infra/lib/bundling.ts aliases it
 * here). The SDK clients we bundle take only `Sha256` (DynamoDB, SES, SQS) and `Md5` (SQS) from
 * it; the package's Node classes carry pure-JS SHA-256 and MD5 fallbacks for runtimes without
 * node:crypto (about 5 KiB of every bundle, never run on Lambda). A name any other bundled code
 * imported from it would fail the build, not the function. A unit test holds both to the
 * package's own answers.
 */
export { Md5, Md5 as Md5Node } from './md5';
export { Sha256, Sha256 as Sha256Node } from './sha256';
