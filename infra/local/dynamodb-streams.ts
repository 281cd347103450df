import { AwsJsonError, awsJsonClient } from '@salesflow/functions/platform/aws/aws-json';
import type { StreamRecord } from 'aws-lambda';

/**
 * The DynamoDB Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords) as DynamoDB
 * Local answers it on its own address, over the JSON protocol with the signed fetch the SQS and
 * KMS calls use: no `@aws-sdk/client-dynamodb-streams` in the tree, and four calls to make.
 */
export interface StreamShard {
  ShardId: string;
  ParentShardId?: string;
  SequenceNumberRange?: { StartingSequenceNumber?: string; EndingSequenceNumber?: string };
}

/** A record as GetRecords answers it (Lambda adds `eventSourceARN` before handing it over). */
export interface StreamsApiRecord {
  eventID: string;
  eventName: 'INSERT' | 'MODIFY' | 'REMOVE';
  eventVersion: string;
  eventSource: string;
  awsRegion: string;
  dynamodb: StreamRecord & { SequenceNumber: string };
  userIdentity?: unknown;
}

/** The iterator is no longer good (expired, or its place trimmed away): get another. */
export const isStaleIterator = (error: unknown) =>
  error instanceof AwsJsonError &&
  (error.type === 'ExpiredIteratorException' ||
    error.type === 'TrimmedDataAccessException' ||
    (error.type === 'ValidationException' && /iterator/i.test(error.message)));

export const isTrimmed = (error: unknown) =>
  error instanceof AwsJsonError && error.type === 'TrimmedDataAccessException';

export const streamsApi = (endpoint: string) => {
  const call = awsJsonClient({
    service: 'dynamodb',
    targetPrefix: 'DynamoDBStreams_20120810',
    jsonVersion: '1.0',
    endpoint,
    timeoutMs: 30_000,
  });
  return {
    /** The table's streams, the oldest first (a stream turned off and on again is a new one). */
    listStreams: async (tableName: string): Promise<string[]> => {
      const arns: { arn: string; label: string }[] = [];
      let start: string | undefined;
      for (let page = 0; page < 100; page += 1) {
        const out = await call<{
          Streams?: { StreamArn: string; StreamLabel: string }[];
          LastEvaluatedStreamArn?: string;
        }>('ListStreams', {
          TableName: tableName,
          ...(start ? { ExclusiveStartStreamArn: start } : {}),
        });
        arns.push(...(out.Streams ?? []).map((s) => ({ arn: s.StreamArn, label: s.StreamLabel })));
        start = out.LastEvaluatedStreamArn;
        if (!start) break;
      }
      return arns.sort((a, b) => a.label.localeCompare(b.label)).map((s) => s.arn);
    },
    describeStream: async (streamArn: string): Promise<StreamShard[]> => {
      const shards: StreamShard[] = [];
      let start: string | undefined;
      for (let page = 0; page < 1000; page += 1) {
        const out = await call<{
          StreamDescription: { Shards?: StreamShard[]; LastEvaluatedShardId?: string };
        }>('DescribeStream', {
          StreamArn: streamArn,
          ...(start ? { ExclusiveStartShardId: start } : {}),
        });
        shards.push(...(out.StreamDescription.Shards ?? []));
        start = out.StreamDescription.LastEvaluatedShardId;
        if (!start) break;
      }
      return shards;
    },
    /** From just after `afterSeq`, or from the oldest record kept when there is none. */
    shardIterator: async (streamArn: string, shardId: string, afterSeq?: string) => {
      const out = await call<{ ShardIterator?: string }>('GetShardIterator', {
        StreamArn: streamArn,
        ShardId: shardId,
        ...(afterSeq
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: afterSeq }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
      });
      return out.ShardIterator;
    },
    /** Up to `limit` records; no `next` once a closed shard has nothing more. */
    getRecords: async (iterator: string, limit: number) => {
      const out = await call<{ Records?: StreamsApiRecord[]; NextShardIterator?: string }>(
        'GetRecords',
        { ShardIterator: iterator, Limit: Math.min(1000, limit) },
      );
      return { records: out.Records ?? [], next: out.NextShardIterator };
    },
  };
};

export type StreamsApi = ReturnType<typeof streamsApi>;
