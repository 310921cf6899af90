/**
 * Runs once when a server process starts (never during `next build`): checks the configuration, opens the
 * database with its migrations and starts the outbox worker (server/runtime.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // scripts/server.mjs waits for this before it listens and says "Ready".
  const started = import("./server/runtime").then(({ startProcess }) => startProcess());
  (globalThis as { [key: symbol]: unknown })[Symbol.for("brightwell.started")] = started;
  await started;
  // Scripted form posts reach the handler from scripts/server.mjs, past Next's route pipeline (record 024).
  const [{ handleFormPost }, { registerFormHandler }] = await Promise.all([
    import("./server/forms/handler"),
    import("./server/serving/form-posts.mjs"),
  ]);
  registerFormHandler(handleFormPost);
}
