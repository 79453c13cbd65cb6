/** The scripted cards of cards/lorcana/**, bundled as raw text and loaded on demand. */
const files = import.meta.glob<string>("../../cards/**/*.grim", { query: "?raw", import: "default" });

export interface Example {
  readonly path: string;
  readonly label: string;
  readonly load: () => Promise<string>;
}

export const examples: readonly Example[] = Object.entries(files)
  .map(([path, load]) => {
    const rel = path.replace(/^(\.\.\/)+cards\//, "");
    const m = /set-(\d+)\/(\d+)-(.+)\.grim$/.exec(rel);
    const label = m ? `${Number(m[1])}-${Number(m[2])} ${(m[3] ?? "").replace(/-/g, " ")}` : rel;
    return { path: rel, label, load };
  })
  .sort((a, b) => a.path.localeCompare(b.path, "en", { numeric: true }));
