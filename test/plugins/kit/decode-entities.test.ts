import { describe, expect, test } from "bun:test";
import { decodeEntities } from "@rackhunt/plugin-kit";

describe("decodeEntities", () => {
  test("decodes named HTML entities beyond the five XML ones", () => {
    expect(decodeEntities("Intel&reg; Xeon&reg;")).toBe("Intel\u00ae Xeon\u00ae");
    expect(decodeEntities("E5-2680 &ndash; 14 cores")).toBe("E5-2680 \u2013 14 cores");
    expect(decodeEntities("&eacute;cran")).toBe("\u00e9cran");
    expect(decodeEntities("Crucial&trade; &hellip; 27&quot;")).toBe('Crucial\u2122 \u2026 27"');
  });

  test("decodes decimal and hex references, upper- or lower-case x", () => {
    expect(decodeEntities("&#36;5 &#174;")).toBe("$5 \u00ae");
    expect(decodeEntities("&#x24;49.99 &#xAE; &#X2013;")).toBe("$49.99 \u00ae \u2013");
  });

  test("decodes once: an escaped entity stays an entity", () => {
    expect(decodeEntities("G&amp;S &amp;lt;3")).toBe("G&S &lt;3");
    expect(decodeEntities("&amp;reg;")).toBe("&reg;");
  });

  test("leaves ampersands that start no entity, and unknown names, as they are", () => {
    expect(decodeEntities("AT&T price&currency S&H")).toBe("AT&T price&currency S&H");
    expect(decodeEntities("&copy2026 &notanentity;")).toBe("&copy2026 &notanentity;");
    expect(decodeEntities("no entities")).toBe("no entities");
  });

  test("&nbsp; becomes a no-break space", () => {
    expect(decodeEntities("1&nbsp;TB")).toBe("1\u00a0TB");
  });
});
