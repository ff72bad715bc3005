// The seeded PRNG is shared with every generated inventory (lib/random.ts).
export { hash, seeded, type Random } from '../../../lib/random.js';
