// Request helpers that send the path exactly as written: fetch() (WHATWG URL) would resolve "..",
// collapse "%2e" and turn "\" into "/" before the server ever saw them.
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
}

export function request(port: number, path: string, { method = "GET", headers = {} }: RequestOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Writes bytes straight to a socket and returns everything the server sent back before closing. */
export function rawExchange(port: number, data: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(data));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may reset after answering an oversized request; what it answered still counts.
      if (chunks.length > 0 && (error.code === "ECONNRESET" || error.code === "EPIPE")) resolve(Buffer.concat(chunks).toString("latin1"));
      else reject(error);
    });
  });
}

export function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
