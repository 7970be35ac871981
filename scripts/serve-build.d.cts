import type { ChildProcess } from 'node:child_process';

export interface BuiltServer {
  base: string;
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export function startBuiltServer(options?: {
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<BuiltServer>;

export function freePort(): Promise<number>;
