// A mail server for tests: enough SMTP (RFC 5321) for nodemailer to hand it messages over a
// real socket, which it keeps. No TLS and no AUTH are offered, so a client sends in the clear.
// `refuse` makes it answer every message with a permanent failure.
import { createServer, type Socket } from 'node:net';

export interface SunkMessage {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body (dot-stuffing undone). */
  data: string;
}

export interface SmtpSink {
  url: string;
  messages: SunkMessage[];
  /** Answer DATA with 550 from now on (true) or accept again (false). */
  refuse: (on: boolean) => void;
  close: () => Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const sockets = new Set<Socket>();
  let refusing = false;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let current: SunkMessage = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (refusing) reply('550 5.7.1 Refused by the test');
          else {
            messages.push(current);
            reply('250 2.0.0 Kept');
          }
          current = { from: '', to: [], data: '' };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        switch (verb) {
          case 'EHLO':
            reply('250 sink');
            break;
          case 'HELO':
          case 'NOOP':
          case 'RSET':
            reply('250 OK');
            break;
          case 'MAIL':
            current.from = address;
            reply('250 OK');
            break;
          case 'RCPT':
            current.to.push(address);
            reply('250 OK');
            break;
          case 'DATA':
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
            break;
          case 'QUIT':
            reply('221 Bye');
            socket.end();
            break;
          default:
            reply('502 Not implemented');
        }
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse: (on) => void (refusing = on),
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
