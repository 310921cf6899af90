import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The JDK's own XML 1.0 parser (SAX), run on standard input: prints "ok" or where the document breaks. */
const PARSER = `import javax.xml.parsers.SAXParserFactory;
import java.io.ByteArrayInputStream;
public class WellFormed {
  public static void main(String[] args) throws Exception {
    byte[] input = System.in.readAllBytes();
    try {
      SAXParserFactory.newInstance().newSAXParser()
        .parse(new ByteArrayInputStream(input), new org.xml.sax.helpers.DefaultHandler());
      System.out.print("ok");
    } catch (org.xml.sax.SAXParseException error) {
      System.out.print("line " + error.getLineNumber() + ":" + error.getColumnNumber() + ": " + error.getMessage());
    }
  }
}
`;

/**
 * Parses `document` as XML 1.0 with a real parser (the JDK's, through the `java` the HTML checker needs as well)
 * and returns "ok", or the parser's complaint with its line and column: what a feed reader would stumble on.
 */
export function parseXml(document: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "xml-check-"));
  try {
    const source = path.join(folder, "WellFormed.java");
    writeFileSync(source, PARSER);
    const run = spawnSync("java", ["-XX:TieredStopAtLevel=1", source], {
      input: Buffer.from(document, "utf8"),
      encoding: "utf8",
    });
    if (run.error || run.status !== 0)
      throw new Error(`The XML parser did not run: ${run.error ?? run.stderr}`);
    return run.stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
