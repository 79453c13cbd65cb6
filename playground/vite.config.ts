/**
 * The playground's Vite config: `npm start` serves it, `vite build --config playground/vite.config.ts`
 * builds it into playground/dist. The app imports the compiler, the runtime and the scripted cards
 * from the repository root, so the dev server may read the whole repository.
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  server: { host: "localhost", fs: { allow: [repoRoot] } },
  preview: { host: "localhost" },
  worker: { format: "es" },
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: false,
  },
});
