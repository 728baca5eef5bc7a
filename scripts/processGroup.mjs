// Node scripts run side by side as one group (HTTP mode: the API server, the build, the app): each
// child's output prefixed with its name, and the whole group stopped together.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Copies each line of a child's stream to ours, prefixed with the child's name. */
function forward(stream, name, target) {
  createInterface({ input: stream }).on('line', (line) => target.write(`[${name}] ${line}\n`));
}

export class ProcessGroup {
  #running = new Set();
  stopping = false;

  constructor({ cwd = process.cwd() } = {}) {
    this.cwd = cwd;
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => this.stopAll(0));
  }

  /**
   * Starts a Node script; resolves with its exit code once it ends. `quiet` sends its stdout to our
   * stderr (where Playwright shows a web server's output; it drops stdout).
   */
  run(name, script, args, env, { quiet = false } = {}) {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: this.cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#running.add(child);
    forward(child.stdout, name, quiet ? process.stderr : process.stdout);
    forward(child.stderr, name, process.stderr);
    return new Promise((resolve) => {
      child.on('error', (error) => {
        process.stderr.write(`[${name}] could not start: ${error.message}\n`);
        this.#running.delete(child);
        resolve(1);
      });
      child.on('exit', (code, signal) => {
        this.#running.delete(child);
        if (!this.stopping && code !== 0)
          process.stderr.write(`[${name}] ended (${signal ?? `exit code ${code}`})\n`);
        resolve(code ?? 1);
      });
    });
  }

  /** A long-running server: its end, whatever the reason, ends the whole group. */
  serve(name, script, args, env) {
    void this.run(name, script, args, env).then((code) => {
      if (!this.stopping) process.stderr.write(`[${name}] stopped; stopping the rest\n`);
      this.stopAll(code === 0 ? 1 : code);
    });
  }

  /** Stops every child still running; the process ends with this exit code once they are gone. */
  stopAll(exitCode) {
    if (this.stopping) return;
    this.stopping = true;
    process.exitCode = exitCode;
    for (const child of this.#running) child.kill('SIGTERM');
  }
}
