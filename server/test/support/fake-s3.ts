import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The few S3 calls our storage adapter makes, path-style, kept in memory: PutObject, GetObject,
 * DeleteObject, ListObjectsV2 and DeleteObjects. Enough to prove the adapter speaks S3.
 */
export async function startFakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3');
      const [, name, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (name !== bucket) return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      const body = Buffer.concat(chunks);
      if (req.method === 'PUT' && key) {
        objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return void res.writeHead(200, { etag: '"x"' }).end();
      }
      if (req.method === 'GET' && key) {
        const found = objects.get(key);
        if (!found) return void res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
        return void res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body);
      }
      if (req.method === 'DELETE' && key) {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix));
        const contents = keys.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)?.body.length ?? 0}</Size></Contents>`).join('');
        return void res.writeHead(200, { 'content-type': 'application/xml' }).end(
          `<?xml version="1.0"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
      }
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        for (const match of body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(match[1] ?? '');
        return void res.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><DeleteResult></DeleteResult>');
      }
      res.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
