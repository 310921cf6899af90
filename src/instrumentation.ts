/**
 * Runs once when a server process starts (never during `next build`): checks the configuration, opens the
 * database with its migrations and starts the outbox worker (server/runtime.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startProcess } = await import("./server/runtime");
  await startProcess();
}
