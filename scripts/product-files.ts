// After `next build`: writes each product's files beside its pages (lib/build/product-files.ts): its price file
// (`catalog/1.json`), its two drawings and its photos in every size (`images/products/`). Photos are encoded
// on every core at once.
// Usage: node --import tsx scripts/product-files.ts [--dir out]
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { productFiles } from '../lib/build/product-files';

const at = process.argv.indexOf('--dir');
const root = at > 0 ? process.argv[at + 1]! : 'out';

const started = Date.now();
let count = 0;
for (const [folder, files] of Object.entries(productFiles)) {
  const dir = path.join(root, folder);
  mkdirSync(dir, { recursive: true });
  const names = files.names();
  // A few files in flight per core: sharp encodes on its own threads, the drawings take no time.
  let next = 0;
  const write = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const file = await files.read(name);
      if (!file) throw new Error(`${folder}/${name}: listed, but nothing reads as it`);
      writeFileSync(path.join(dir, name), file.body);
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() * 2 }, write));
}
console.log(`Product files: ${count} in ${root}, ${((Date.now() - started) / 1000).toFixed(1)} s.`);
