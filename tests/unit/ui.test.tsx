import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

function parse(html: string) {
  // Attribute lookups on the rendered markup, without a DOM: enough for the wiring we check.
  const attr = (tag: string, name: string) => new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  return { html, attr };
}

describe("Field", () => {
  it("labels its control and points it at the hint", () => {
    const { html, attr } = parse(
      renderToStaticMarkup(
        <Field id="email" label="Email" hint="We reply within 24 hours" required>
          {(control) => <Input type="email" {...control} />}
        </Field>,
      ),
    );
    expect(attr("label", "for")).toBe("email");
    expect(attr("input", "id")).toBe("email");
    expect(attr("input", "aria-describedby")).toBe("email-hint");
    expect(html).toContain('id="email-hint"');
    expect(html).toMatch(/<input[^>]*required/);
    expect(attr("input", "aria-invalid")).toBeUndefined();
  });

  it("marks the control invalid and describes it by the error while there is one", () => {
    const { html, attr } = parse(
      renderToStaticMarkup(
        <Field id="name" label="Name" error="Please enter your name">
          {(control) => <Input {...control} />}
        </Field>,
      ),
    );
    expect(attr("input", "aria-invalid")).toBe("true");
    expect(attr("input", "aria-describedby")).toBe("name-error");
    expect(html).toContain('id="name-error"');
    expect(html).toContain("Please enter your name");
  });
});

describe("Button", () => {
  const classOf = (html: string) => /^<\w+[^>]*\sclass="([^"]*)"/.exec(html)?.[1];

  it("renders a button, and a link given buttonVariants carries the same look", () => {
    const button = renderToStaticMarkup(<Button variant="secondary">Contact us</Button>);
    expect(button).toMatch(/^<button[\s>]/);
    const link = renderToStaticMarkup(
      <a href="/contact" className={buttonVariants({ variant: "secondary" })}>
        Contact us
      </a>,
    );
    expect(classOf(link)).toBeTruthy();
    expect(classOf(link)).toBe(classOf(button));
  });

  it("gives each variant its own look", () => {
    const looks = (["primary", "secondary", "ghost"] as const).map((variant) =>
      classOf(renderToStaticMarkup(<Button variant={variant}>Send</Button>)),
    );
    expect(new Set(looks).size).toBe(3);
  });
});
