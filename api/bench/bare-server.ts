// The yardstick: a bare Fastify route on the same machine, so the API's figures can be read as a ratio.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
void app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(() => {
  console.log(`listening ${(app.server.address() as { port: number }).port}`);
});
