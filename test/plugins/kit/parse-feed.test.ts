import { describe, expect, test } from "bun:test";
import { parseFeed } from "@rackhunt/plugin-kit";
import { MAX_NESTING_DEPTH } from "../../../plugins/kit/src/scan-records.ts";
import { page } from "../helpers.ts";

const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>t</title>${items}</channel></rss>`;

describe("parseFeed", () => {
  test("reads an RSS item: guid, title, link, dates, dc:creator, categories, content:encoded over description", () => {
    const [entry] = parseFeed(
      rss(
        `<item><title>A &amp;amp; B &ndash; C</title><link>https://x.example/1?a=1&amp;b=2</link><guid isPermaLink="false">g-1</guid><pubDate>Mon, 23 Nov 2026 09:00:00 +0000</pubDate><dc:date>2026-11-24T00:00:00Z</dc:date><dc:creator>poster</dc:creator><category>CPU</category><category><![CDATA[Server & parts]]></category><description>short</description><content:encoded>&lt;p&gt;long&lt;/p&gt;</content:encoded></item>`,
      ),
    );
    expect(entry).toEqual({
      id: "g-1",
      title: "A &amp; B \u2013 C",
      link: "https://x.example/1?a=1&b=2",
      published: "2026-11-23T09:00:00.000Z",
      updated: "2026-11-24T00:00:00.000Z",
      author: "poster",
      categories: ["CPU", "Server & parts"],
      html: "<p>long</p>",
    });
  });

  test("reads an Atom entry: the alternate link, not rel=self; author name; category label over term; CDATA kept raw", () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>e-1</id><title><![CDATA[Caf&eacute; <b>raw</b>]]></title><link rel="self" href="https://x.example/self"/><link rel="alternate" href="https://x.example/post?a=1&amp;b=2"/><author><name>/u/someone</name><uri>https://x.example/u</uri></author><category term="t" label="Label"/><category term="only-term"/><published>2026-11-23T09:00:00Z</published><content type="html"><![CDATA[<p>as &amp; is</p>]]></content></entry></feed>`;
    expect(parseFeed(xml)).toEqual([
      {
        id: "e-1",
        title: "Caf&eacute; <b>raw</b>",
        link: "https://x.example/post?a=1&b=2",
        published: "2026-11-23T09:00:00.000Z",
        updated: null,
        author: "/u/someone",
        categories: ["Label", "only-term"],
        html: "<p>as &amp; is</p>",
      },
    ]);
  });

  test("a feed cut off inside an entry yields the complete entries before it", async () => {
    const xml = await page("aggregator/slickdeals-style-synthetic-frontpage.rss");
    const whole = parseFeed(xml);
    expect(whole.length).toBe(60);
    const third_close = xml.split("</item>").slice(0, 3).join("</item>").length + "</item>".length;
    const cut = parseFeed(xml.slice(0, third_close + 200));
    expect(cut).toEqual(whole.slice(0, 3));
    expect(parseFeed(xml.slice(0, third_close))).toEqual(whole.slice(0, 3));
  });

  test("reading stops at MAX_NESTING_DEPTH open elements (htmlparser2's stack costs quadratic time in depth); entries before it are kept", () => {
    const item = (n: number) => `<item><title>${n}</title><link>https://x.example/${n}</link></item>`;
    const nest = (depth: number) => `<rss><channel>${item(1)}${"<x>".repeat(depth)}${item(2)}${"</x>".repeat(depth)}</channel></rss>`;
    expect(parseFeed(nest(MAX_NESTING_DEPTH - 10)).map((entry) => entry.title)).toEqual(["1", "2"]);
    expect(parseFeed(nest(MAX_NESTING_DEPTH + 10)).map((entry) => entry.title)).toEqual(["1"]);
  });
});
