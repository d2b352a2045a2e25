import 'server-only';
import http from 'node:http';
import { PEER_HEADER } from './client-address';

const INSTALLED = Symbol.for('infolomba.peerAddressHook');

/**
 * Makes the socket's own address readable by route handlers, which Next gives no socket: every incoming request
 * gets PEER_HEADER set to it, replacing whatever the client sent under that name. Next itself passes the address
 * on only as X-Forwarded-For and only when the client sent none, so with no proxy in front (TRUSTED_PROXY_HOPS=0)
 * a client could otherwise pick the address the login throttle counts it under.
 *
 * It wraps `emit` on http.Server's prototype, which covers the server `next start` and the standalone server
 * create before instrumentation runs; 'request' is emitted for every request on those servers.
 */
export function installPeerAddressHeader(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0];
      if (req instanceof http.IncomingMessage) req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof proto.emit;
  proto[INSTALLED] = true;
}
