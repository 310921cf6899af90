// How the operator's scripts (npm run staff, backup, restore) end: the answer printed, to stderr unless it is a
// success, and the process's exit code its code. An unexpected error is one line, never a stack trace.
import type { CommandResult } from "../src/server/office/staff-command";

export async function runCommand(
  name: string,
  main: (args: string[]) => Promise<CommandResult>,
): Promise<never> {
  try {
    const result = await main(process.argv.slice(2));
    (result.code === 0 ? console.log : console.error)(result.output);
    process.exit(result.code);
  } catch (error) {
    console.error(`npm run ${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
