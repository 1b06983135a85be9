/**
 * Truly concurrent executions of dist/Code.js against one fake spreadsheet: each execution runs
 * in its own worker thread and vm context, and every service call it makes is a synchronous
 * round trip (Atomics.wait + receiveMessageOnPort) to the main thread, where the one
 * FakeEnvironment lives. Lock.waitLock really waits there for the other execution to release —
 * so "two judges save at once" is tested as it happens in Apps Script, not simulated in turn.
 *
 *   const runner = new ConcurrentRunner(env);
 *   const [a, b] = await Promise.all([runner.run("saveGame", [p1]), runner.run("saveGame", [p2])]);
 *   runner.delay = (call) => (call.method === "Range.getValues" ? 100 : 0); // widen a window
 *
 * Service objects cross as handles: every property of a proxied object is treated as a method.
 */
import { readFileSync } from "node:fs";
import { MessageChannel, Worker } from "node:worker_threads";
import { FakeLock, type Call, type FakeEnvironment, type ServerReply } from "./spreadsheet";

const WORKER = String.raw`
const { workerData, receiveMessageOnPort } = require("node:worker_threads");
const vm = require("node:vm");
const { port, flag, code, name, args, globals } = workerData;
const signal = new Int32Array(flag);
const proxies = new Map();
function encode(v) {
  if (v === null || typeof v !== "object") return v;
  if (v.__handle) return { __handle: v.__handle };
  if (Object.prototype.toString.call(v) === "[object Date]") return new Date(v.getTime());
  if (Array.isArray(v)) return v.map(encode);
  const out = {};
  for (const k of Object.keys(v)) out[k] = encode(v[k]);
  return out;
}
function decode(v) {
  if (v === null || typeof v !== "object") return v;
  if (typeof v.__handle === "number") return proxyFor(v.__handle);
  if (v instanceof Date) return v;
  if (Array.isArray(v)) return v.map(decode);
  const out = {};
  for (const k of Object.keys(v)) out[k] = decode(v[k]);
  return out;
}
function call(target, method, params) {
  Atomics.store(signal, 0, 0);
  port.postMessage({ target, method, args: encode(params) });
  Atomics.wait(signal, 0, 0);
  const reply = receiveMessageOnPort(port).message;
  if (!reply.ok) throw new Error(reply.message);
  return decode(reply.value);
}
function proxyFor(id) {
  let p = proxies.get(id);
  if (!p) {
    p = new Proxy({}, {
      get(_, prop) {
        if (prop === "__handle") return id;
        if (typeof prop === "symbol" || prop === "then" || prop === "toJSON") return undefined;
        return (...params) => call(id, prop, params);
      },
    });
    proxies.set(id, p);
  }
  return p;
}
const context = vm.createContext({});
for (const [global, id] of Object.entries(globals)) context[global] = proxyFor(id);
let reply;
try {
  vm.runInContext(code, context, { filename: "Code.js" });
  const parsed = vm.runInContext("JSON.parse", context)(args);
  const value = context[name](...parsed);
  reply = { ok: true, value: value === undefined ? null : JSON.parse(JSON.stringify(value)) };
} catch (error) {
  reply = { ok: false, message: String(error && error.message !== undefined ? error.message : error) };
}
port.postMessage({ done: reply });
`;

export class ConcurrentRunner {
  /** Milliseconds to hold back the answer to a call (to widen a race window); 0 by default. */
  delay: (call: Call & { execution: number }) => number = () => 0;
  private readonly handles = new Map<number, object>();
  private readonly ids = new WeakMap<object, number>();
  private next = 1;
  private executions = 0;
  private readonly code: string;

  constructor(
    private readonly env: FakeEnvironment,
    code?: string,
  ) {
    this.code = code ?? readFileSync(new URL("../../dist/Code.js", import.meta.url), "utf8");
  }

  private handleOf(object: object): number {
    let id = this.ids.get(object);
    if (id === undefined) {
      id = this.next++;
      this.ids.set(object, id);
      this.handles.set(id, object);
    }
    return id;
  }

  private encode(value: unknown): unknown {
    if (value === null || typeof value !== "object") return value;
    if (Object.prototype.toString.call(value) === "[object Date]") return new Date((value as Date).getTime());
    if (Array.isArray(value)) return value.map((v) => this.encode(v));
    if (Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.encode(v)]));
    }
    return { __handle: this.handleOf(value) };
  }

  private decode(value: unknown): unknown {
    if (value === null || typeof value !== "object") return value;
    const handle = (value as { __handle?: unknown }).__handle;
    if (typeof handle === "number") return this.handles.get(handle);
    if (value instanceof Date) return value;
    if (Array.isArray(value)) return value.map((v) => this.decode(v));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.decode(v)]));
  }

  /** Runs one top-level function of Code.js in its own thread; resolves with its reply. */
  run(name: string, args: readonly unknown[] = []): Promise<ServerReply> {
    const execution = ++this.executions;
    const flag = new SharedArrayBuffer(4);
    const signal = new Int32Array(flag);
    const { port1, port2 } = new MessageChannel();
    const globals = Object.fromEntries(Object.entries(this.env.globals).map(([k, v]) => [k, this.handleOf(v as object)]));
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { port: port2, flag, code: this.code, name, args: JSON.stringify(args), globals },
      transferList: [port2],
    });
    return new Promise((resolve, reject) => {
      const answer = (reply: { ok: boolean; value?: unknown; message?: string }) => {
        port1.postMessage(reply);
        Atomics.store(signal, 0, 1);
        Atomics.notify(signal, 0);
      };
      port1.on("message", async (message: { done?: ServerReply; target?: number; method?: string; args?: unknown[] }) => {
        if (message.done) {
          port1.close();
          await worker.terminate();
          resolve(message.done);
          return;
        }
        const target = this.handles.get(message.target as number) as Record<string, unknown> | undefined;
        const method = message.method as string;
        try {
          if (!target) throw new Error(`unknown handle ${message.target}`);
          const params = (this.decode(message.args) as unknown[]) ?? [];
          const wait = this.delay({ method: `${target.constructor.name.replace(/^Fake/, "")}.${method}`, execution });
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          let result: unknown;
          if (target instanceof FakeLock && (method === "waitLock" || method === "tryLock")) {
            // Really wait for the other execution, as Apps Script's LockService does.
            this.env.track(`Lock.${method}`);
            const granted = await this.env.lock.acquireAsync(target, Number(params[0] ?? 0));
            if (method === "tryLock") result = granted;
            else if (!granted) throw new Error("Lock timeout: another process was holding the lock for too long.");
          } else {
            const fn = target[method];
            if (typeof fn !== "function") throw new Error(`${target.constructor.name}.${method} is not a function`);
            result = (fn as (...a: unknown[]) => unknown).apply(target, params);
          }
          answer({ ok: true, value: this.encode(result) });
        } catch (error) {
          answer({ ok: false, message: error instanceof Error ? error.message : String(error) });
        }
      });
      worker.on("error", reject);
    });
  }
}
