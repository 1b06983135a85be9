/**
 * Truly concurrent executions of dist/Code.js against one fake spreadsheet: each execution runs
 * in its own worker thread and vm context, and every service call it makes is a synchronous
 * round trip (Atomics.wait + receiveMessageOnPort) to the main thread, where the one
 * FakeEnvironment lives. Lock.waitLock really waits there for the other execution to release —
 * so "two judges save at once" is tested as it happens in Apps Script, not simulated in turn.
 *
 * Interleavings are set up with explicit barriers, never with sleeps: `reached` resolves when an
 * execution's call has been carried out as far as it goes without waiting (a lock wait: queued
 * or granted), and `hold` keeps the answer to a call back until the test opens a barrier.
 *
 *   const runner = new ConcurrentRunner(env);
 *   const gate = barrier();
 *   runner.hold = (call) =>
 *     call.execution === 1 && call.method === "Lock.waitLock" ? gate.opened : undefined;
 *   const firstHasLock = runner.reached(
 *     (call) => call.execution === 1 && call.method === "Lock.waitLock",
 *   );
 *   const first = runner.run("saveGame", [p1]);
 *   await firstHasLock;                 // execution 1 holds the lock and stands still
 *   …start execution 2, await its queued waitLock…, then gate.open()
 *
 * A lock wait has no clock here: it lasts until the holder releases. A timeout measured in real
 * time would be a guess about the machine's load; the timeout path is tested in one thread.
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

/** What the worker posts: a service call on a handle, or the function's reply when it is done. */
interface WorkerMessage {
  readonly done?: ServerReply;
  readonly target?: number;
  readonly method?: string;
  readonly args?: unknown[];
}

/** A gate a test opens by hand: `opened` resolves when `open()` is called. */
export interface Barrier {
  readonly opened: Promise<void>;
  open(): void;
}

export function barrier(): Barrier {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** One service call of one execution, as the hooks see it: `Range.getValues`, `Lock.waitLock`… */
export type ExecutionCall = Call & { readonly execution: number };

export class ConcurrentRunner {
  /** Keeps the answer to a call back until the returned promise resolves; no hold by default. */
  hold: (call: ExecutionCall) => Promise<void> | undefined = () => undefined;
  private readonly watchers: {
    match: (call: ExecutionCall) => boolean;
    resolve: (call: ExecutionCall) => void;
  }[] = [];
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
    if (Object.prototype.toString.call(value) === "[object Date]")
      return new Date((value as Date).getTime());
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

  /**
   * Resolves at the first call matching `match` (from now on) once it has been carried out as far
   * as it goes without waiting: a lock wait once queued or granted, any other call once done.
   */
  reached(match: (call: ExecutionCall) => boolean): Promise<ExecutionCall> {
    return new Promise((resolve) => this.watchers.push({ match, resolve }));
  }

  private announce(call: ExecutionCall): void {
    for (const watcher of [...this.watchers]) {
      if (!watcher.match(call)) continue;
      this.watchers.splice(this.watchers.indexOf(watcher), 1);
      watcher.resolve(call);
    }
  }

  /** Runs one top-level function of Code.js in its own thread; resolves with its reply. */
  run(name: string, args: readonly unknown[] = []): Promise<ServerReply> {
    const execution = ++this.executions;
    const flag = new SharedArrayBuffer(4);
    const signal = new Int32Array(flag);
    const { port1, port2 } = new MessageChannel();
    const globals = Object.fromEntries(
      Object.entries(this.env.globals).map(([k, v]) => [k, this.handleOf(v as object)]),
    );
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
      // A call from the worker, or its reply once the function returned. What fails outside the
      // call itself (terminating the worker, answering it) fails the run.
      const serve = async (message: WorkerMessage) => {
        if (message.done) {
          port1.close();
          await worker.terminate();
          resolve(message.done);
          return;
        }
        const target = this.handles.get(message.target as number) as
          Record<string, unknown> | undefined;
        const method = message.method as string;
        try {
          if (!target) throw new Error(`unknown handle ${message.target}`);
          const params = (this.decode(message.args) as unknown[]) ?? [];
          const call: ExecutionCall = {
            method: `${target.constructor.name.replace(/^Fake/, "")}.${method}`,
            execution,
          };
          let result: unknown;
          if (target instanceof FakeLock && (method === "waitLock" || method === "tryLock")) {
            // Really wait for the other execution, as Apps Script's LockService does.
            this.env.track(`Lock.${method}`);
            const granted = this.env.lock.acquireAsync(target, null);
            this.announce(call);
            const ok = await granted;
            if (method === "tryLock") result = ok;
            else if (!ok)
              throw new Error("Lock timeout: another process was holding the lock for too long.");
          } else {
            const fn = target[method];
            if (typeof fn !== "function")
              throw new Error(`${target.constructor.name}.${method} is not a function`);
            result = (fn as (...a: unknown[]) => unknown).apply(target, params);
            this.announce(call);
          }
          await this.hold(call);
          answer({ ok: true, value: this.encode(result) });
        } catch (error) {
          answer({ ok: false, message: error instanceof Error ? error.message : String(error) });
        }
      };
      port1.on("message", (message: WorkerMessage) => {
        serve(message).catch(reject);
      });
      worker.on("error", reject);
    });
  }
}
