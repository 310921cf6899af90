// `npm run release [-- --check]` (issue 48, item 2; README "A release"). After the build (the npm script runs
// `npm run build` first), writes release/site/, which holds what production runs and nothing else, and
// release/site.tar.gz of it:
//   server.mjs             `node server.mjs` starts the site: the configuration Next.js recorded in the build, then
//                          the compiled server (dist/scripts/server.mjs)
//   dist/                  the compiled server, the commands run beside it (backup, restore, staff), the PGlite worker
//   .next/                 the build, made ready to serve (pages rewritten for their first paint, script hashes,
//                          compressed assets), without its cache and traces: the release's folder is never written to
//   public/ content/ db/migrations/   what the server reads at run time
//   node_modules/          only the files that the server and the build load, traced from them (Next.js's own
//                          traces of the build, and @vercel/nft over the compiled server and commands)
//   package.json           the commands: npm start, npm run backup, npm run restore, npm run staff
// With --check, the archive is unpacked in a temporary folder outside the project and started there, with its own data
// folder and another address than the build's; the home page, a form post (stored and mailed), the office's
// sign-in page and the health answers are checked, then it is stopped with SIGTERM.
import { spawn } from "node:child_process";
import { once } from "node:events";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tar from "tar";
import { prepareBuild } from "../src/server/serving/prepare-build";
import { builtFor } from "../src/server/serving/site-address";
import { freePort } from "./free-port";
import { settingsAtStart } from "./settings";

const root = process.cwd();
const out = path.join(root, "release", "site");

/** The compiled files production runs, as `npm run build:server` writes them. */
const COMPILED = [
  "dist/scripts/server.mjs",
  "dist/scripts/backup.mjs",
  "dist/scripts/restore.mjs",
  "dist/scripts/staff.mjs",
  "dist/src/server/db/pglite-worker.mjs",
];
/** Folders the server reads at run time, beside the build. */
const READ_AT_RUN_TIME = ["public", "content", "db/migrations"];
/** Parts of a build that serving never reads: the build's cache and traces, Next's later copies of pages. */
const NOT_SERVED = /^(cache|diagnostics|types|trace|trace-build|server\/route-cache)(\/|$)|\.nft\.json$/;

/** Every file Next.js's traces of the build name (its server and each route), relative to the project. */
function nextTraces(distDir: string): string[] {
  const files: string[] = [];
  const read = (trace: string) => {
    const { files: named } = JSON.parse(readFileSync(trace, "utf8")) as { files: string[] };
    for (const file of named) files.push(path.relative(root, path.resolve(path.dirname(trace), file)));
  };
  read(path.join(distDir, "next-server.js.nft.json"));
  for (const name of readdirSync(path.join(distDir, "server"), { recursive: true, encoding: "utf8" }))
    if (name.endsWith(".nft.json")) read(path.join(distDir, "server", name));
  return files;
}

/**
 * Every file the compiled server and commands load, relative to the project (@vercel/nft, as Next.js uses it).
 * Next.js's own files come from its traces, which name the production runtime it loads; traced from the server's
 * `import next`, its development runtimes, source maps and documentation would come too (80 MB more).
 */
async function compiledTraces(): Promise<string[]> {
  const { nodeFileTrace } = createRequire(import.meta.url)("next/dist/compiled/@vercel/nft") as {
    nodeFileTrace: (
      files: string[],
      options: { base: string; processCwd: string; ignore: (file: string) => boolean },
    ) => Promise<{ fileList: Set<string> }>;
  };
  const { fileList } = await nodeFileTrace(
    COMPILED.map((file) => path.join(root, file)),
    {
      base: root,
      processCwd: root,
      ignore: (file) => /^node_modules\/next\/dist\/(compiled\/next-server|docs)\/|\.map$/.test(file),
    },
  );
  return [...fileList];
}

/** The size of a folder's files, in bytes. */
function sizeOf(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: "utf8" }).reduce((total, name) => {
    const stat = statSync(path.join(folder, name), { throwIfNoEntry: false });
    return total + (stat?.isFile() ? stat.size : 0);
  }, 0);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The launcher: the configuration the build recorded (Next.js does the same in its standalone output). */
const LAUNCHER = `// Starts the site from its release (written by npm run release): node server.mjs [--port 3000] [--hostname ::]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

process.chdir(fileURLToPath(new URL(".", import.meta.url)));
const { config } = JSON.parse(readFileSync(".next/required-server-files.json", "utf8"));
// Whatever folder it was built in, the build is .next here (NEXT_DIST_DIR's default).
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({ ...config, distDir: ".next" });
const { main } = await import("./dist/scripts/server.mjs");
await main();
`;

async function writeRelease(): Promise<void> {
  const started = performance.now();
  const { distDir: dist } = settingsAtStart(root);
  const distDir = path.join(root, dist);
  const origin = builtFor(distDir);
  if (!origin) throw new Error(`no build in ${distDir} to release: run npm run build`);
  await prepareBuild(distDir, origin);

  rmSync(path.join(root, "release"), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(distDir, path.join(out, ".next"), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !NOT_SERVED.test(path.relative(distDir, source)),
  });
  for (const folder of READ_AT_RUN_TIME)
    cpSync(path.join(root, folder), path.join(out, folder), { recursive: true });
  const traced = new Set([...nextTraces(distDir), ...(await compiledTraces())]);
  for (const file of [...traced].filter((name) => name.startsWith("node_modules/")).sort())
    cpSync(path.join(root, file), path.join(out, file), { recursive: true, verbatimSymlinks: true });
  for (const file of COMPILED) cpSync(path.join(root, file), path.join(out, file));
  writeFileSync(path.join(out, "server.mjs"), LAUNCHER);
  const project = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    name: string;
    version: string;
    engines: Record<string, string>;
  };
  const manifest = {
    name: project.name,
    version: project.version,
    private: true,
    type: "module",
    engines: project.engines,
    scripts: {
      start: "node server.mjs",
      backup: "node dist/scripts/backup.mjs",
      restore: "node dist/scripts/restore.mjs",
      staff: "node dist/scripts/staff.mjs",
    },
  };
  writeFileSync(path.join(out, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const archive = path.join(root, "release", "site.tar.gz");
  await tar.c({ gzip: true, file: archive, cwd: path.dirname(out), portable: true }, [path.basename(out)]);
  console.log(
    `Wrote release/site/ (${megabytes(sizeOf(out))}; node_modules ${megabytes(sizeOf(path.join(out, "node_modules")))}, ` +
      `.next ${megabytes(sizeOf(path.join(out, ".next")))}) and release/site.tar.gz (${megabytes(statSync(archive).size)}) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s, for a build made for ${origin}.`,
  );
}

/** What the release's folder holds that production must not: sources, tests, dev dependencies. Empty when none. */
function strayParts(folder: string): string[] {
  const project = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  };
  const stray = ["src", "tests", "scripts", "bench"].filter((name) => existsSync(path.join(folder, name)));
  for (const name of Object.keys(project.devDependencies))
    if (existsSync(path.join(folder, "node_modules", name))) stray.push(`node_modules/${name}`);
  return stray;
}

/** Unpacks the release's archive in a temporary folder, starts it there and checks that it serves; throws what failed. */
async function checkRelease(): Promise<void> {
  const stray = strayParts(out);
  if (stray.length > 0) throw new Error(`the release holds what production must not: ${stray.join(", ")}`);
  const place = mkdtempSync(path.join(tmpdir(), "site-release-"));
  const copy = path.join(place, "site");
  try {
    // From the archive: what a machine receives.
    await tar.x({ file: path.join(root, "release", "site.tar.gz"), cwd: place });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // Nothing of this machine's settings or project: the folder's own files, Node.js and these few settings.
    const server = spawn(
      process.execPath,
      ["server.mjs", "--port", String(port), "--hostname", "127.0.0.1"],
      {
        cwd: copy,
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "production",
          SITE_URL: url,
          DATA_DIR: path.join(place, "data"),
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk));
    server.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const exited = once(server, "exit");
    try {
      await check(url, path.join(place, "data"));
    } catch (error) {
      throw new Error(`${(error as Error).message}\nThe release's output:\n${output}`);
    } finally {
      server.kill("SIGTERM");
      const [code] = (await exited) as [number | null];
      if (code !== 0) console.error(`The release stopped with code ${code} on SIGTERM.\n${output}`);
    }
    console.log(`The release started from ${copy} and served ${url}: every check passed.`);
  } finally {
    rmSync(place, { recursive: true, force: true });
  }
}

/** The checks of a started release at `url`. */
async function check(url: string, dataDir: string): Promise<void> {
  const until = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health/live`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > until) throw new Error("the release did not answer /api/health/live within 60 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new Error(what);
    console.log(`  ok  ${what}`);
  };
  for (const health of ["/api/health", "/api/health/live", "/api/health/ready"])
    expect((await fetch(`${url}${health}`)).status === 200, `${health} answers 200`);
  const home = await fetch(`${url}/`);
  const page = await home.text();
  expect(
    home.status === 200 && page.includes(`<link rel="canonical" href="${url}"/>`),
    "the home page, at its address",
  );
  const signIn = await fetch(`${url}/office/sign-in`);
  expect(signIn.status === 200 && (await signIn.text()).includes("<form"), "the office's sign-in page");
  const marker = `release check ${Date.now()}`;
  const post = await fetch(`${url}/api/forms/get-in-touch`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      firstName: "Release",
      lastName: "Check",
      email: "release.check@example.com",
      company: "Brightwell",
      message: marker,
    }),
  });
  expect(post.status === 201, "a form post is stored (201)");
  const mailDir = path.join(dataDir, "mail");
  const mailed = async () =>
    existsSync(mailDir) &&
    readdirSync(mailDir).some((name) => readFileSync(path.join(mailDir, name), "utf8").includes("Release"));
  const mailUntil = Date.now() + 30_000;
  while (!(await mailed()) && Date.now() < mailUntil)
    await new Promise((resolve) => setTimeout(resolve, 250));
  expect(await mailed(), "and mailed to the firm (a file in DATA_DIR/mail)");
}

try {
  await writeRelease();
  if (process.argv.includes("--check")) await checkRelease();
} catch (error) {
  console.error(`npm run release: ${(error as Error).message}`);
  process.exit(1);
}
