import { describe, expect, it } from "vitest";
import { parseOrigin, readVariable } from "./build-env.ts";

describe("build environment", () => {
  it("accepts only bare https origins, and plain http on this machine for a stub", () => {
    expect(parseOrigin("https://api.emailjs.com")).toBe("https://api.emailjs.com");
    expect(parseOrigin("https://API.emailjs.com:443/")).toBe("https://api.emailjs.com");
    expect(parseOrigin("http://127.0.0.1:4185")).toBe("http://127.0.0.1:4185");
    expect(parseOrigin("http://localhost:4185")).toBe("http://localhost:4185");
    expect(parseOrigin("http://api.emailjs.com")).toBeNull();
    expect(parseOrigin("https://x.example; script-src *")).toBeNull();
    expect(parseOrigin("https://api.emailjs.com/api")).toBeNull();
    expect(parseOrigin("https://user:pw@api.emailjs.com")).toBeNull();
    expect(parseOrigin("javascript:alert(1)")).toBeNull();
    expect(parseOrigin("")).toBeNull();
  });

  it("reads a variable trimmed, and an unset or non-text one as empty", () => {
    expect(readVariable({ NAME: "  value " }, "NAME")).toBe("value");
    expect(readVariable({ NAME: true }, "NAME")).toBe("");
    expect(readVariable({}, "NAME")).toBe("");
  });
});
