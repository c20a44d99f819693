// A TCP relay in front of PostgreSQL for the fault suites, with the two ways a database link
// fails. cut(): every connection dropped and the port closed, so the driver hears a reset or a
// refusal at once. blackHole(): what a network partition looks like, and the harder case:
// sockets stay open and new connections are accepted, but no byte goes through either way, so
// nothing the driver waits for ever comes and only its own timers end the wait.
import { createServer, connect, type Server, type Socket } from 'node:net';

export interface Relay {
  /** Listens again after a cut(), forwarding as before. */
  open: () => Promise<void>;
  cut: () => Promise<void>;
  blackHole: () => void;
  /** Forwards again on the connections made before the black hole (the others stay dead). */
  mend: () => void;
}

export async function relay(target: { host: string; port: number }, port: number): Promise<Relay> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let holed = false;
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => s.destroy());
  };
  const open = () =>
    new Promise<void>((done) => {
      holed = false;
      server = createServer((client) => {
        track(client);
        // Accepted and read, never answered.
        if (holed) return void client.on('data', () => {});
        const upstream = connect(target.port, target.host);
        track(upstream);
        // Not pipe(): bytes read after the black hole opens are dropped, not passed on.
        client.on('data', (bytes) => void (holed || upstream.write(bytes)));
        upstream.on('data', (bytes) => void (holed || client.write(bytes)));
        client.on('close', () => holed || upstream.destroy());
        upstream.on('close', () => holed || client.destroy());
      });
      server.listen(port, '127.0.0.1', () => done());
    });
  const cut = () =>
    new Promise<void>((done) => {
      for (const s of sockets) s.destroy();
      server!.close(() => done());
    });
  await open();
  return { open, cut, blackHole: () => void (holed = true), mend: () => void (holed = false) };
}
