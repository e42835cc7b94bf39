// The yardstick of `npm run bench:live`: a bare `ws` server relaying frames between clients by id, with no
// authentication, no database and no fan-out. Run as its own process so its memory is its own.
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.PORT ?? 0);
const server = new WebSocketServer({ port, host: '127.0.0.1' });
const byId = new Map<number, WebSocket>();

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
server.on('listening', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
});
