import net from 'node:net';

/** The recipients of every message a fake SMTP server accepted. */
export interface FakeSmtp {
  port: number;
  recipients: string[];
  close(): Promise<void>;
}

/**
 * The smallest SMTP server nodemailer talks to: no TLS, no auth, every message accepted. Enough to
 * see that the product really sent an e-mail, without a mail server on the machine.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const recipients: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.smtp\r\n');
        else if (verb === 'RCPT') {
          recipients.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 end with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    recipients,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
