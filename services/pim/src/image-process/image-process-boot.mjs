// The image process's entry (image-process.ts starts it) when run from the TypeScript sources:
// TypeScript through tsx's ES module hooks, then the process itself.
import { register } from 'tsx/esm/api';

register();
await import('./image-process-main.ts');
