// Runs a command as the leader of its own process group and stops that whole group, once, when this
// process is asked to stop (SIGINT or SIGTERM). Each layer of `npm run dev` (bootstrap, the
// emulators, the dev session) runs its child this way, so:
// - a SIGTERM sent to npm alone reaches every process under it (npm forwards it to bootstrap, each
//   layer hands it on to its child's group), not only the first one;
// - Ctrl-C reaches each process once: the terminal signals only the foreground group (npm and
//   bootstrap), and each layer forwards one signal down. firebase-tools, for one, takes a second
//   SIGINT as "stop right now" and leaves its emulators running.
// The child's stdin is /dev/null: a process outside the terminal's foreground group that read from
// the terminal would be stopped by it, and nothing here asks the person anything.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { constants } from 'node:os';

const POLL_MS = 100;

/** Whether a live (not zombie) process is left in process group `pgid`. */
function groupAlive(pgid) {
  if (existsSync('/proc/self/stat')) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue;
      }
      // "pid (comm) state ppid pgrp …"; comm may itself hold spaces and parentheses.
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) === pgid && state !== 'Z') return true;
    }
    return false;
  }
  // Without /proc a zombie counts as alive, which only makes the wait below run to its end.
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the group to empty; what is still there after `graceMs` is killed. */
async function reapGroup(pgid, graceMs) {
  for (let waited = 0; waited < graceMs; waited += POLL_MS) {
    if (!groupAlive(pgid)) return;
    await sleep(POLL_MS);
  }
  process.stderr.write(
    `[stop] processes of group ${pgid} outlived their leader by ${graceMs / 1000}s: killing them.\n`,
  );
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Gone meanwhile.
  }
}

/**
 * Runs `command` in its own process group (stdout and stderr inherited) until it ends, forwarding
 * SIGINT and SIGTERM to the group. A repeat within a second is the same request arriving twice
 * (Ctrl-C reaches npm's child from the terminal and again from npm) and is not forwarded; a later
 * one is the person insisting, and is. Resolves once the group is empty (stragglers are killed
 * after `graceMs`), with how the command ended and whether a stop was asked for.
 */
export function runInProcessGroup(command, args, { graceMs = 15_000, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options, detached: true });
    let stopRequested = false;
    let lastForwarded = 0;
    const forward = (signal) => {
      stopRequested = true;
      const now = Date.now();
      if (now - lastForwarded < 1000) return;
      lastForwarded = now;
      try {
        process.kill(-child.pid, signal);
      } catch {
        // The group has already gone.
      }
    };
    const signals = ['SIGINT', 'SIGTERM'];
    for (const signal of signals) process.on(signal, forward);
    const done = () => {
      for (const signal of signals) process.off(signal, forward);
    };
    child.on('error', (error) => {
      done();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      void reapGroup(child.pid, graceMs).then(() => {
        done();
        resolve({ code, signal, stopRequested });
      });
    });
  });
}

/** The exit code for a command that ended with `code` or was killed by `signal` (128 + n, as shells do). */
export function exitCodeOf({ code, signal }) {
  if (code !== null) return code;
  return 128 + (constants.signals[signal] ?? 0);
}
