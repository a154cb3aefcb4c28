import fc from 'fast-check';

// Property tests explore new inputs on every local run; in CI they use a fixed seed so a landing
// never depends on luck (set FC_SEED to replay a failure reported locally).
if (process.env.CI || process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });
