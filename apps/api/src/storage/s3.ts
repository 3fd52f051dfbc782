import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage } from './types.ts';

export interface S3Options {
  /** The S3 endpoint; Supabase Storage: https://<project>.supabase.co/storage/v1/s3 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Hosted mode: any S3-compatible storage (Supabase Storage, AWS S3, MinIO…), path-style addressing
 * (`<endpoint>/<bucket>/<key>`, what Supabase expects), requests signed with AWS Signature V4 by
 * aws4fetch (a small dependency on fetch and Web Crypto). The bucket stays private: the API reads the
 * bytes and serves them to the owner only.
 */
export function s3Storage(options: S3Options): FileStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    retries: 2,
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  const urlOf = (key: string) => {
    assertStorageKey(key);
    return `${base}/${key}`;
  };
  const fail = async (what: string, res: Response): Promise<never> => {
    const body = (await res.text()).slice(0, 300);
    throw new Error(`storage ${what} failed: ${res.status} ${body}`);
  };
  return {
    driver: 's3',
    async put(key, bytes, contentType) {
      const res = await client.fetch(urlOf(key), {
        method: 'PUT',
        // A copy on its own ArrayBuffer: what fetch's body type asks for.
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
      });
      if (!res.ok) await fail('upload', res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await client.fetch(urlOf(key), { method: 'GET' });
      if (res.status === 404) {
        await res.arrayBuffer();
        return null;
      }
      if (!res.ok) await fail('read', res);
      return new Uint8Array(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object existed.
      if (!res.ok && res.status !== 404) await fail('delete', res);
      await res.arrayBuffer();
    },
  };
}
