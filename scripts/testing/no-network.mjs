// Preloaded into a process under test (node --import) to prove it never reaches the network: a request to any
// host throws. Local pipes (the tools' own inter-process sockets) are left alone.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

const refuse = (what) => () => {
  throw new Error(`network access attempted: ${what}`);
};
globalThis.fetch = refuse('fetch');
for (const [name, mod] of [
  ['http', http],
  ['https', https],
])
  for (const fn of ['request', 'get']) mod[fn] = refuse(`${name}.${fn}`);
tls.connect = refuse('tls.connect');
dns.lookup = refuse('dns.lookup');
for (const fn of ['connect', 'createConnection']) {
  const original = net[fn];
  net[fn] = function (...args) {
    const [first] = args;
    const toPipe =
      typeof first === 'string' || (typeof first === 'object' && first !== null && 'path' in first);
    if (!toPipe) refuse(`net.${fn}`)();
    return original.apply(this, args);
  };
}
