// Low-level dependency probes for /api/health. Each resolves to true/false and never throws.
import net from 'node:net';

/** An SMTP server is up when it greets with 220 (RFC 5321) within the timeout. */
export function smtpGreets(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let greeting = '';
    const finish = (ok: boolean) => {
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      if (ok) socket.end('QUIT\r\n');
      else socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.on('data', (chunk: Buffer) => {
      greeting += chunk.toString('latin1');
      if (greeting.includes('\n')) finish(greeting.startsWith('220'));
    });
  });
}
