/** The local uploads bucket (import files), made in the S3 emulator at start, as CDK makes it in AWS. */
export const UPLOADS_BUCKET_NAME = 'salesflow-uploads';

/** CreateBucket is a PUT on the bucket's path; an existing bucket answers 409, which is fine. */
export const createBucket = async (endpoint: string, name: string): Promise<void> => {
  const answer = await fetch(`${endpoint}/${name}`, { method: 'PUT' });
  await answer.body?.cancel();
  if (!answer.ok && answer.status !== 409) {
    throw new Error(`Creating bucket ${name} answered ${answer.status}`);
  }
};
