/**
 * The benches' esbuild bundles: a module bundled as the playground ships it (one ESM file, without tsx's
 * keep-names wrapping, which names every closure and slows the hot paths). esbuild is tsx's own bundler, so
 * it is always installed with it.
 */
export async function bundleFor(entry: string, outfile: string): Promise<void> {
  const { build } = await import("esbuild");
  await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "node", outfile, logLevel: "silent" });
}
