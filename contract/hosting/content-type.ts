// Content types for what a React Router static build contains. Text types carry a charset so a
// browser never has to sniff (we also send nosniff, which makes a wrong type fatal, not lenient).
import { extname } from "node:path";

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  // React Router's own server answers data requests with text/x-script (turbo-stream).
  ".data": "text/x-script; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".pdf": "application/pdf",
  // The demos' downloadable projects (demo-projects/<id>.zip).
  ".zip": "application/zip",
};

export function contentTypeFor(relativePath: string): string {
  return CONTENT_TYPES[extname(relativePath).toLowerCase()] ?? "application/octet-stream";
}
