import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { noteRefusal } from "@/server/forms/post-rules";
import { clientNetwork } from "@/server/security/client-address";
import { answerFormPost, registerFormHandler } from "@/server/serving/form-posts";
import { shared } from "@/server/shared-state";

let server: Server;
let origin = "";
/** What each request came to: "server" (answered by answerFormPost) or "next" (left to the rest of the server). */
const routed: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (answerFormPost(request, response, request.socket.remoteAddress ?? ""))
      return void routed.push("server");
    routed.push("next");
    request.resume();
    response.end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  routed.length = 0;
  delete shared.formHandler;
  delete shared.refusedFormPage;
  shared.refusedClients?.clear();
});

/** A refused page that says it was reached: no test but the one for refusals expects it. */
const unexpectedPage = async () => new Response("refused page", { status: 418 });

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("answerFormPost: scripted form posts answered without Next's route pipeline", () => {
  it("gives the handler the form, headers and body, and sends its answer with the security headers", async () => {
    let seen: { form: string; method: string; type: string | null; body: unknown } | undefined;
    registerFormHandler(async (request, form) => {
      seen = {
        form,
        method: request.method,
        type: request.headers.get("content-type"),
        body: await request.json(),
      };
      return Response.json({ id: "x" }, { status: 201, headers: { "cache-control": "no-store" } });
    }, unexpectedPage);
    const answer = await post(
      "/api/forms/get%2Din-touch?via=script",
      JSON.stringify({ message: "é".repeat(40_000) }),
    );
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: "x" });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect(seen).toEqual({
      form: "get-in-touch",
      method: "POST",
      type: "application/json",
      body: { message: "é".repeat(40_000) },
    });
    expect(routed).toEqual(["server"]);
  });

  it("leaves to Next.js what is not a scripted form post, and everything before the app registers", async () => {
    await post("/api/forms/contact", "{}");
    registerFormHandler(async () => new Response(null, { status: 204 }), unexpectedPage);
    await fetch(`${origin}/api/forms/contact`);
    await post("/api/forms/contact/extra", "{}");
    await post("/api/health", "{}");
    await post("/api/forms/%E0%A4%A", "{}");
    await post("/api/forms/contact", "a=1", {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
    });
    expect(routed).toEqual(["next", "next", "next", "next", "next", "next"]);
  });

  it("leaves a body the handler does not read to Node, and the connection serves the next request", async () => {
    registerFormHandler(async () => Response.json({ error: "no" }, { status: 403 }), unexpectedPage);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const send = () =>
      new Promise<number>((resolve, reject) => {
        const outgoing = httpRequest(
          `${origin}/api/forms/contact`,
          { method: "POST", headers: { "content-type": "application/json" }, agent },
          (incoming) => {
            sockets.add(outgoing.socket);
            incoming.resume();
            incoming.on("end", () => resolve(incoming.statusCode ?? 0));
          },
        );
        outgoing.on("error", reject);
        outgoing.end("x".repeat(200_000));
      });
    expect(await send()).toBe(403);
    expect(await send()).toBe(403);
    expect(sockets.size).toBe(1);
    agent.destroy();
  });

  it("refuses a network the handler has refused without the handler: a script with 429, a browser with its page", async () => {
    let calls = 0;
    let refused: { form: string; wait: number; body: string } | undefined;
    registerFormHandler(
      async () => {
        calls += 1;
        return new Response(null, { status: 204 });
      },
      async (request, form, wait) => {
        refused = { form, wait, body: await request.text() };
        return new Response("<p>filled</p>", { status: 429, headers: { "content-type": "text/html" } });
      },
    );
    // The handler notes the network it refused (clientNetwork), and the server looks the client's network up.
    noteRefusal(clientNetwork("127.0.0.1"), 90_000);
    const answer = await post("/api/forms/get-in-touch", "{}");
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBe(90);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await answer.json()).toEqual({
      error: "Too many messages from your address. Please try again later.",
    });
    const page = await post("/api/forms/get-in-touch", "firstName=Ada", {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
    });
    expect(page.status).toBe(429);
    expect(await page.text()).toBe("<p>filled</p>");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(refused).toEqual({ form: "get-in-touch", wait: 90, body: "firstName=Ada" });
    expect(calls).toBe(0);
    expect(routed).toEqual(["server", "server"]);
  });

  it("answers 503, never a 500, when the handler throws", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    registerFormHandler(async () => {
      throw new Error("broken");
    }, unexpectedPage);
    const answer = await post("/api/forms/contact", "{}");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("broken"));
    logged.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect((await answer.json()).error).toMatch(/could not be stored/);
  });
});
