/**
 * Share links: the source, deflated with CompressionStream and base64url-encoded, in the
 * URL hash (`#code/<data>`); a plain base64url fallback (`#b64/<data>`) where
 * CompressionStream is missing.
 */
function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function pipe(bytes: Uint8Array, stream: GenerateTransformStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

type GenerateTransformStream = CompressionStream | DecompressionStream;

export async function encodeShare(source: string): Promise<string> {
  const bytes = new TextEncoder().encode(source);
  if (typeof CompressionStream === "undefined") return `b64/${toBase64Url(bytes)}`;
  return `code/${toBase64Url(await pipe(bytes, new CompressionStream("deflate-raw")))}`;
}

/** The source in a share hash, or null when the hash holds none. */
export async function decodeShare(hash: string): Promise<string | null> {
  const h = hash.replace(/^#/, "");
  try {
    if (h.startsWith("code/")) return new TextDecoder().decode(await pipe(fromBase64Url(h.slice(5)), new DecompressionStream("deflate-raw")));
    if (h.startsWith("b64/")) return new TextDecoder().decode(fromBase64Url(h.slice(4)));
  } catch {
    return null;
  }
  return null;
}
