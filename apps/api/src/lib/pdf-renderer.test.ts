import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer.js';

// The renderer's process and its Chromium run below the API's priority, and none of the browser's threads can climb
// back above it (decision 149): started by root, Chromium gave its compositor and IO threads nice -8 and its thread
// pools 0, which outranked the API's event loop and slowed its answers while PDFs were printed.

const NICENESS = 5;
const CAP_SYS_NICE = 1n << 23n;

let server: Server;
let renderer: PdfRenderer;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><html data-document-ready="true"><body><h1>Itinerary receipt</h1></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  renderer = createPdfRenderer({ concurrency: 1, timeoutMs: 60_000 });
  renderer.setOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await renderer?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** A file of /proc, empty when its process has ended meanwhile (Chromium starts and ends helpers as it goes). */
function proc(path: string): string {
  try {
    return readFileSync(`/proc/${path}`, 'utf8');
  } catch {
    return '';
  }
}

/** pid → parent pid, and each process's stat line after its name (fields from `state` on). */
function processes(): Map<number, { ppid: number }> {
  const all = new Map<number, { ppid: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      all.set(Number(entry), { ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
    } catch {
      // exited meanwhile
    }
  }
  return all;
}

/** The niceness of every thread of `pid` (field 19 of a thread's stat). */
function threadNiceness(pid: number): Array<{ thread: string; nice: number }> {
  const out: Array<{ thread: string; nice: number }> = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // ended meanwhile
  }
  for (const task of tasks) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      out.push({ thread: `${pid}/${name}`, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) });
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

describe('the PDF renderer’s priority (decision 149)', { timeout: 120_000 }, () => {
  it('prints, and its process, its browser and every thread of them stay below the API’s priority', async () => {
    const pdf = await renderer.render('/receipt');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const all = processes();
    const host = [...all].find(
      ([pid, p]) => p.ppid === process.pid && proc(`${pid}/cmdline`).includes('pdf-render-host'),
    )?.[0];
    expect(host, 'the renderer’s process, a child of this one').toBeDefined();
    const tree = [host!];
    for (let i = 0; i < tree.length; i++) for (const [pid, p] of all) if (p.ppid === tree[i]) tree.push(pid);
    const browsers = tree.filter((pid) => proc(`${pid}/comm`).trim().startsWith('chrom'));
    expect(browsers.length, 'Chromium’s processes under the renderer').toBeGreaterThan(1);

    const threads = tree.flatMap(threadNiceness);
    expect(threads.length).toBeGreaterThan(20);
    expect(threads.filter((t) => t.nice < NICENESS)).toEqual([]);
    for (const pid of tree) {
      const status = proc(`${pid}/status`);
      if (!status) continue; // ended meanwhile
      const effective = BigInt(`0x${/^CapEff:\s*([0-9a-f]+)$/m.exec(status)![1]}`);
      expect(effective & CAP_SYS_NICE, `process ${pid} may raise its priority`).toBe(0n);
    }
  });
});
