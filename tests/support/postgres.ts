import { randomBytes } from "node:crypto";
import { Client } from "pg";

/** A new database on the server of `serverUrl`, so tests never share tables. Returns its URL. */
export async function createTestDatabase(serverUrl: string): Promise<string> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
