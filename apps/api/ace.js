/*
 * Ace entry point. The JIT loader lets commands run from TypeScript sources;
 * the production build ships its own compiled ace.js.
 */
import '@poppinss/ts-exec'
await import('./bin/console.js')
