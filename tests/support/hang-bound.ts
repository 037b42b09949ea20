// How long a test waits for what the page, a worker, the library's timers or a build will do
// before it calls it a hang. It only catches hangs, so it is far above any healthy wait on a slow
// or busy machine; how fast things happen is `npm run bench`'s business, never a test's bound.
// The Vitest configs make it the default of every expect.poll, and the browser helpers of every
// Playwright action and wait, so a test names no bound of its own.
export const HANG_MS = 30_000;
