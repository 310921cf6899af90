declare module "./server/shared-state" {
  interface SharedState {
    /** Resolves once the app's services have started; the server waits for it. */
    started?: Promise<void>;
  }
}

/**
 * Runs once when a server process starts (never during `next build`): checks the configuration, opens the
 * database with its migrations and starts the outbox worker (server/runtime.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  // scripts/server.ts waits for this before it listens and says "Ready".
  const { shared } = await import("./server/shared-state");
  shared.started = import("./server/runtime").then(async ({ startProcess }) => {
    await startProcess();
    // The server answers scripted form posts with the app's handler, past Next's route pipeline (record 024),
    // from the first post on: registered here, not when Next.js first loads the form route.
    const [{ registerFormHandler }, { handleFormPost, refusedFormPage }] = await Promise.all([
      import("./server/serving/form-posts"),
      import("./server/forms/handler"),
    ]);
    registerFormHandler(handleFormPost, refusedFormPage);
  });
  await shared.started;
}
