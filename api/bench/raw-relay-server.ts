// The yardstick of `npm run bench:live`: a bare `ws` server relaying frames between clients by id, with no
// authentication, no database and no fan-out. Run as its own process so its memory is its own.
// With DATABASE_URL it is also the chat messages' yardstick: `POST /send` {from, to, conversationId, body}
// stores the message with one PostgreSQL insert and relays it to `to`'s socket, as `message.new`.
import { createServer } from 'node:http';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.PORT ?? 0);
const http = createServer();
const server = new WebSocketServer({ server: http });
const byId = new Map<number, WebSocket>();
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : null;

server.on('connection', (socket, request) => {
  const id = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('id'));
  byId.set(id, socket);
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { to: number; conversationId: number };
    byId.get(frame.to)?.send(
      JSON.stringify({
        id: null,
        type: 'typing',
        payload: { conversationId: frame.conversationId, profileId: id },
      }),
    );
  });
  socket.on('close', () => byId.delete(id));
});

http.on('request', (request, response) => {
  if (request.method !== 'POST' || request.url !== '/send' || !pool) {
    response.writeHead(404).end();
    return;
  }
  let body = '';
  request.on('data', (chunk: Buffer) => (body += String(chunk)));
  request.on('end', () => {
    const message = JSON.parse(body) as { from: number; to: number; conversationId: number; body: string };
    pool
      .query<{ id: number; created_at: Date }>({
        name: 'raw_insert',
        text: 'insert into bench_raw_messages (conversation_id, sender_id, body) values ($1, $2, $3) returning id, created_at',
        values: [message.conversationId, message.from, message.body],
      })
      .then(({ rows: [row] }) => {
        const payload = {
          conversationId: message.conversationId,
          messageId: row?.id,
          sentAt: row?.created_at.toISOString(),
          profileId: message.from,
        };
        byId.get(message.to)?.send(JSON.stringify({ id: null, type: 'message.new', payload }));
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      })
      .catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
  });
});

async function listen() {
  await pool?.query(
    `create table if not exists bench_raw_messages (id bigserial primary key, conversation_id int not null,
       sender_id int not null, body text not null, created_at timestamptz not null default now())`,
  );
  http.listen(port, '127.0.0.1', () => {
    const address = http.address();
    console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
  });
}
void listen();
