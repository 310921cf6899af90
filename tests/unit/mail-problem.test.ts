import { describe, expect, it } from "vitest";
import { mailProblem } from "@/content/office";

describe("why a mail has not gone out, in plain words", () => {
  it.each([
    ["[ESOCKET]: connect ECONNREFUSED 127.0.0.1:2525", "The mail server refused the connection"],
    ["Greeting never received: ETIMEDOUT", "did not answer in time"],
    ["getaddrinfo ENOTFOUND smtp.firm.example", "name could not be found"],
    ["Invalid login: 535 5.7.8 Authentication failed", "refused to let the site sign in"],
    ["Can't send mail - all recipients were rejected: 550 5.1.1 User unknown", "refused the address"],
    ["421 4.7.0 Try again later", "try again later"],
    ["self-signed certificate in certificate chain", "certificate was not accepted"],
  ])("%s", (error, words) => {
    expect(mailProblem(error)).toContain(words);
  });

  it("says only that sending failed when the error is not one it knows", () => {
    expect(mailProblem("Something odd")).toBe("Sending failed.");
  });
});
