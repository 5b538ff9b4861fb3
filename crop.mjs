import sharp from "sharp";
const [file, out, top = "0", height = "900", scale = "1"] = process.argv.slice(2);
const img = sharp(file);
const meta = await img.metadata();
const h = Math.min(Number(height), meta.height - Number(top));
await sharp(file).extract({ left: 0, top: Number(top), width: meta.width, height: h }).resize(Math.round(meta.width * Number(scale))).toFile(out);
console.log(meta.width, meta.height);
