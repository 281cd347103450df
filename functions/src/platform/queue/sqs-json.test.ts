import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { Sha256 } from '../aws/sha256';

/**
 * The SQS sender signs with the SDK's own SigV4 signer and our node:crypto hash; this holds the
 * pair to AWS's published SigV4 test suite ("get-vanilla"), since the local SQS does not check
 * signatures and a wrong one would first fail in AWS.
 */
describe('SigV4 with our hash', () => {
  it('signs the test suite request exactly as AWS documents it', async () => {
    const signer = new SignatureV4({
      service: 'service',
      region: 'us-east-1',
      credentials: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
      sha256: Sha256,
      uriEscapePath: true,
      applyChecksum: false,
    });
    const signed = await signer.sign(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: 'example.amazonaws.com',
        path: '/',
        query: {},
        headers: { host: 'example.amazonaws.com' },
      },
      { signingDate: new Date('2015-08-30T12:36:00Z') },
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });
});
