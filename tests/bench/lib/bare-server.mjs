// The HTTP baseline: a bare Node http server that reads the same JSON body and answers a body of
// the same shape as the product's command answer. Prints its port.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

let position = 0;
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let body;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    } catch {
      res.writeHead(400).end();
      return;
    }
    position += 4;
    const id = randomUUID();
    const out = JSON.stringify({
      result: {
        id,
        revision: 0,
        position,
        code: `SOL-${id.slice(0, 8).toUpperCase()}`,
        commandId: body.commandId,
      },
    });
    res.writeHead(201, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(out),
    });
    res.end(out);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`PORT ${server.address().port}\n`));
