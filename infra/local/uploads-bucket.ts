/** The local uploads bucket (import files), made in the local S3 at start, as CDK makes it in AWS. */
export const UPLOADS_BUCKET_NAME = 'salesflow-uploads';
