/**
 * A small round-robin HTTP proxy, run as its own process by the multi-process test:
 *   node --import tsx server/test/multi-process/round-robin-proxy.ts PORT UPSTREAM_URL...
 * Requests go to each upstream in turn. Like a load balancer, it appends the caller's address to
 * X-Forwarded-For (keeping what the caller sent before it), and it names the upstream that
 * answered in `x-upstream` (its index), so the test can tell which API process served a request.
 */
import http from 'node:http';

const [portArgument, ...upstreams] = process.argv.slice(2);
if (!portArgument || upstreams.length === 0) throw new Error('usage: round-robin-proxy.ts PORT UPSTREAM_URL...');

let next = 0;
const server = http.createServer((request, response) => {
  const index = next;
  next = (next + 1) % upstreams.length;
  const target = new URL(request.url ?? '/', upstreams[index]);
  const sent = request.headers['x-forwarded-for'];
  const forwardedFor = [typeof sent === 'string' ? sent : undefined, request.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(target, { method: request.method, headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor } }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(index) });
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`upstream ${index} failed: ${error.message}`);
  });
  request.pipe(upstream);
});

server.listen(Number(portArgument), '127.0.0.1', () => console.log(`proxy listening on ${portArgument}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
