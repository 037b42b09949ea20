import { describe, expect, it } from "vitest";
import { hasHttp2Directive, parseNginxVersion, projectNginxConfig, stockNginxConfig, tlsListenLines, type NginxServerOptions } from "./nginx-configs.ts";

const options: NginxServerOptions = {
  port: 4443,
  root: "/tmp/bench-x/client",
  tls: { certFile: "/tmp/bench-n/cert.pem", keyFile: "/tmp/bench-n/key.pem" },
  temp: "/tmp/bench-n/stock",
  nginxVersion: "1.22.1",
  runAsRoot: false,
};

// The shape of build/nginx.conf (build-scripts/postbuild/nginx-config.ts), shortened.
const GENERATED = `map_hash_bucket_size 256;

map "$status:$uri" $docs_cache_control {
    default "no-cache";
}

server {
    listen 80;
    root "/work/main/build/client";
    server_tokens off;
    gzip_static on;
    location / {
        try_files $uri $uri/index.html $uri.html =404;
    }
}
`;

describe("nginx version", () => {
  it("reads `nginx -v` and knows when `http2 on;` replaced `listen … http2`", () => {
    expect(parseNginxVersion("nginx version: nginx/1.22.1\n")).toBe("1.22.1");
    expect(parseNginxVersion("command not found")).toBeNull();
    expect(hasHttp2Directive("1.22.1")).toBe(false);
    expect(hasHttp2Directive("1.25.0")).toBe(false);
    expect(hasHttp2Directive("1.25.1")).toBe(true);
    expect(hasHttp2Directive("1.26.3")).toBe(true);
    expect(hasHttp2Directive("2.0.0")).toBe(true);
  });

  it("listens on 127.0.0.1 with TLS and HTTP/2 the way the version wants it", () => {
    expect(tlsListenLines(options)).toEqual(["listen 127.0.0.1:4443 ssl http2;", 'ssl_certificate "/tmp/bench-n/cert.pem";', 'ssl_certificate_key "/tmp/bench-n/key.pem";']);
    expect(tlsListenLines({ ...options, nginxVersion: "1.27.0" }).slice(0, 2)).toEqual(["listen 127.0.0.1:4443 ssl;", "http2 on;"]);
  });
});

describe("projectNginxConfig", () => {
  it("keeps the generated config but for its listen (TLS + h2 on loopback) and root (the copy)", () => {
    const config = projectNginxConfig(GENERATED, options);
    expect(config).toContain(`    server {
        listen 127.0.0.1:4443 ssl http2;
        ssl_certificate "/tmp/bench-n/cert.pem";
        ssl_certificate_key "/tmp/bench-n/key.pem";
        root "/tmp/bench-x/client";
        server_tokens off;
        gzip_static on;`);
    expect(config).not.toContain("listen 80");
    expect(config).not.toContain("/work/main/build/client");
    // The maps stay at the http level, inside the minimal main config.
    expect(config).toMatch(/^worker_processes 1;\nerror_log "\/tmp\/bench-n\/stock\/error.log" warn;\nevents \{ worker_connections 256; \}\nhttp \{\n    access_log off;\n/);
    expect(config).toContain('    client_body_temp_path "/tmp/bench-n/stock/client_body";');
    expect(config).toContain("    map_hash_bucket_size 256;");
    expect(config.trimEnd().endsWith("    }\n}")).toBe(true);
    expect(config).not.toContain("user root;");
    expect(projectNginxConfig(GENERATED, { ...options, runAsRoot: true }).startsWith("user root;\n")).toBe(true);
  });

  it("refuses a config it cannot adapt with certainty", () => {
    expect(() => projectNginxConfig(GENERATED.replace("    listen 80;\n", ""), options)).toThrow(/one listen line, found 0/);
    expect(() => projectNginxConfig(GENERATED.replace("listen 80;", "listen 80;\n    listen [::]:80;"), options)).toThrow(/found 2/);
    expect(() => projectNginxConfig(GENERATED.replace('    root "/work/main/build/client";\n', ""), options)).toThrow(/one root line/);
    expect(() => projectNginxConfig(GENERATED, { ...options, root: '/tmp/a"b' })).toThrow(/cannot write/);
  });
});

describe("stockNginxConfig", () => {
  it("is Debian's defaults, gzip_types enabled, GitHub-Pages-like clean URLs and nothing of the site", () => {
    const config = stockNginxConfig(options);
    expect(config).toContain("    include /etc/nginx/mime.types;\n    default_type application/octet-stream;\n    gzip on;\n");
    expect(config).toContain("    gzip_types text/plain text/css application/json application/javascript text/xml application/xml application/xml+rss text/javascript;");
    expect(config).toContain(`    server {
        listen 127.0.0.1:4443 ssl http2;
        ssl_certificate "/tmp/bench-n/cert.pem";
        ssl_certificate_key "/tmp/bench-n/key.pem";
        root "/tmp/bench-x/client";
        error_page 404 /404.html;
        location / {
            try_files $uri $uri.html $uri/index.html =404;
        }
    }`);
    // No precompressed files, no headers, no cache policy, no types for .data.
    for (const absent of ["gzip_static", "brotli", "add_header", "expires", "Cache-Control", "data;", "gzip_vary"]) expect(config).not.toContain(absent);
  });
});
