// The part of subset-font (which ships no types) that scripts/lib/vite-plugin-font-subset.ts uses.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: { targetFormat: "woff2" | "woff" | "truetype" | "sfnt" },
  ): Promise<Buffer>;
}
