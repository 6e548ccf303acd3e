// Makes the supplier's key pair for sealed order details: the public key for the build (ORDER_PUBLIC_KEY),
// the private key as a JWK file that only the supplier keeps (git-ignored) and loads into the back office.
// Usage: npm run intake:keys [-- --dir .local]   (refuses to replace keys that exist)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateKeys } from '../lib/domain/sealing';

const at = process.argv.indexOf('--dir');
const dir = path.resolve(at > 0 ? (process.argv[at + 1] ?? '.local') : '.local');
const privateFile = path.join(dir, 'order-private-key.jwk.json');
const publicFile = path.join(dir, 'order-public-key.txt');

if (existsSync(privateFile)) {
  console.error(
    `${privateFile} exists: orders sealed to its public key would no longer open. Move it first.`,
  );
  process.exit(1);
}
const { publicKey, privateJwk } = await generateKeys();
mkdirSync(dir, { recursive: true });
writeFileSync(privateFile, `${JSON.stringify(privateJwk, null, 2)}\n`, { mode: 0o600 });
writeFileSync(publicFile, `${publicKey}\n`);
console.log(`Private key (keep it safe; load it into the back office): ${privateFile}`);
console.log(`Public key, for the build:\n  ORDER_PUBLIC_KEY=${publicKey}`);
