import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalMediaStore, type MediaStore } from './media-store.ts';
import { createS3MediaStore } from './s3-store.ts';

export type { MediaStore };

/** The configured media store (DESIGN.md "Media"): files in DATA_DIR/media, or an S3 bucket. */
export function createMediaStore(config: Config): MediaStore {
  if (config.MEDIA_STORE === 'local') return createLocalMediaStore(path.join(config.dataDir, 'media'));
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  // loadConfig refuses MEDIA_STORE=s3 without these; a hand-built Config gets the same answer.
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error('MEDIA_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3MediaStore({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
