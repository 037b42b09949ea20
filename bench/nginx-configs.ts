// The two nginx configurations the bench serves its copy of the site with (pure: text in, text
// out). Both listen on a loopback port over HTTP/2 with TLS, the way readers reach a deployed site,
// and write nothing outside the bench's temp folder.

export interface TlsFiles {
  certFile: string;
  keyFile: string;
}

export interface NginxServerOptions {
  port: number;
  /** The client folder being served (absolute). */
  root: string;
  tls: TlsFiles;
  /** Temp folder for nginx's logs, pid and temp paths. */
  temp: string;
  /** `nginx -v`'s version, e.g. "1.22.1": before 1.25.1 HTTP/2 is a `listen` parameter. */
  nginxVersion: string;
  /** nginx started as root runs its workers as "nobody", who may not read the copy; keep root. */
  runAsRoot: boolean;
}

/** `nginx version: nginx/1.22.1` (what `nginx -v` prints on stderr) → "1.22.1". */
export function parseNginxVersion(output: string): string | null {
  return /nginx\/(\d+\.\d+\.\d+)/.exec(output)?.[1] ?? null;
}

/** nginx 1.25.1 replaced `listen … http2` (deprecated since) with the `http2 on;` directive. */
export function hasHttp2Directive(version: string): boolean {
  const [major = 0, minor = 0, patch = 0] = version.split(".").map(Number);
  return major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
}

/** `listen` on 127.0.0.1 with TLS and HTTP/2, and the certificate lines. */
export function tlsListenLines(options: Pick<NginxServerOptions, "port" | "tls" | "nginxVersion">): string[] {
  const directive = hasHttp2Directive(options.nginxVersion);
  return [
    `listen 127.0.0.1:${options.port} ssl${directive ? "" : " http2"};`,
    ...(directive ? ["http2 on;"] : []),
    `ssl_certificate ${quoted(options.tls.certFile)};`,
    `ssl_certificate_key ${quoted(options.tls.keyFile)};`,
  ];
}

function quoted(value: string): string {
  if (/["\\$\r\n]/.test(value)) throw new Error(`nginx config: cannot write ${JSON.stringify(value)} as a path`);
  return `"${value}"`;
}

/** The top of nginx.conf: no daemon settings (given with -g), logs and temp files in `temp`. */
function mainConfig(options: NginxServerOptions, httpBody: string[]): string {
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${quoted(`${options.temp}/${kind}`)};`);
  return [
    ...(options.runAsRoot ? ["user root;"] : []),
    "worker_processes 1;",
    `error_log ${quoted(`${options.temp}/error.log`)} warn;`,
    "events { worker_connections 256; }",
    "http {",
    "    access_log off;",
    ...temps,
    ...httpBody,
    "}",
    "",
  ].join("\n");
}

const indent = (lines: readonly string[], by: string) => lines.map((line) => (line === "" ? line : by + line));

/**
 * The project's generated nginx.conf (build/nginx.conf), unchanged but for its one `listen` line,
 * which becomes TLS + HTTP/2 on the loopback port, and its one `root`, which becomes the folder
 * served (the bench serves a private copy of build/client).
 */
export function projectNginxConfig(generated: string, options: NginxServerOptions): string {
  const count = (pattern: RegExp) => generated.match(pattern)?.length ?? 0;
  for (const [name, pattern] of [
    ["listen", /^[ \t]*listen [^;]+;$/gm],
    ["root", /^[ \t]*root [^;]+;$/gm],
  ] as const) {
    if (count(pattern) !== 1) throw new Error(`the generated nginx.conf should have one ${name} line, found ${count(pattern)}`);
  }
  const server = generated
    .replace(/^([ \t]*)listen [^;]+;$/m, (_, space: string) => tlsListenLines(options).map((line) => space + line).join("\n"))
    .replace(/^([ \t]*)root [^;]+;$/m, (_, space: string) => `${space}root ${quoted(options.root)};`);
  return mainConfig(options, indent(server.trimEnd().split("\n"), "    "));
}

/**
 * A host that knows nothing of the site: Debian's nginx.conf defaults (mime.types, octet-stream,
 * `gzip on` with Debian's commented-out gzip_types enabled), clean URLs the way GitHub Pages
 * resolves them, the site's 404 page, and nothing else: no precompressed files, no headers, no
 * cache policy (nginx sends Last-Modified and an ETag, so the browser revalidates or caches
 * heuristically). `.data` is not in mime.types: it goes out as application/octet-stream, unzipped.
 */
export function stockNginxConfig(options: NginxServerOptions): string {
  return mainConfig(options, [
    "    sendfile on;",
    "    tcp_nopush on;",
    "    types_hash_max_size 2048;",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    gzip on;",
    "    gzip_types text/plain text/css application/json application/javascript text/xml application/xml application/xml+rss text/javascript;",
    "",
    "    server {",
    ...indent(tlsListenLines(options), "        "),
    `        root ${quoted(options.root)};`,
    "        error_page 404 /404.html;",
    "        location / {",
    "            try_files $uri $uri.html $uri/index.html =404;",
    "        }",
    "    }",
  ]);
}
