// Stops what jest-global-setup.ts started.
export default async function globalTeardown() {
  await (globalThis as { kaziTestTeardown?: () => Promise<void> }).kaziTestTeardown?.();
}
